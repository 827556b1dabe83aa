import { createHash } from 'node:crypto';
import { IMAGE_EXTENSIONS } from '@shop/shared/accounts/uploads';
import {
  type ImportProblem,
  PLAN_CSV_COLUMNS,
  PLAN_CSV_LIST_SEPARATOR,
  PLAN_IMPORT_LIMITS,
} from '@shop/shared/admin/plan-import';
import { ImageAddress, isPlanFileKey, PLAN_WRITE_LIMITS, PlanCreate } from '@shop/shared/admin/plan-write';
import { extensionOf, PLAN_FILE_EXTENSIONS } from '@shop/shared/admin/uploads';
import { type AdminPlan, PACKAGES, type Package } from '@shop/shared/plans/plan';
import { safeFileName } from '../uploads/upload-keys.ts';
import type { CsvRow } from './plan-csv.ts';

/** A picture or file a row names: one uploaded with the CSV (by file name) or one already stored (kept as is). */
export type FileRef = { upload: string } | { stored: string };

/** A row that passed every check: the plan's fields (pictures and files apart) and what it names. */
export interface PlannedRow {
  line: number;
  id: string;
  action: 'create' | 'update';
  fields: Omit<PlanCreate, 'id' | 'image_url' | 'gallery_images' | 'plan_files'>;
  image?: FileRef;
  gallery: FileRef[];
  files: Record<Package, FileRef[]>;
}

/** The uploaded files by name, with their sizes in bytes. */
export type Inventory = ReadonlyMap<string, number>;

const NUMBERS = new Set([
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'footprint_width_m',
  'footprint_depth_m',
  'basic_price',
  'standard_price',
  'premium_price',
]);
const FILE_COLUMNS = new Set(['image', 'gallery_images', 'basic_files', 'standard_files', 'premium_files']);
const PLAN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const IMAGE_TYPES = new Set([...Object.values(IMAGE_EXTENSIONS), 'jpeg']);
const MB = 1024 * 1024;

export const IMPORT_MESSAGES = {
  id: 'id must be 1 to 64 letters, digits, - or _ (or empty for a new plan)',
  duplicateId: (line: number) => `Duplicate id: line ${line} has the same id`,
  missingFile: (name: string) => `File "${name}" was not uploaded with the CSV`,
  imageType: (name: string) => `"${name}" is not a picture (JPG, PNG, GIF, WebP or AVIF)`,
  planFileType: (name: string) => `"${name}" is not a plan file (${PLAN_FILE_EXTENSIONS.join(', ')})`,
  tooLarge: (name: string, max: number) => `"${name}" is larger than ${max / MB}MB`,
  empty: (name: string) => `"${name}" is empty`,
  notOwnFile: (key: string) => `"${key}" is not one of this plan's stored files`,
  sameName: (name: string) => `Two files of this tier would both be stored as "${name}"`,
  galleryMax: `At most ${PLAN_WRITE_LIMITS.galleryMax} gallery images`,
  filesMax: `At most ${PLAN_WRITE_LIMITS.filesPerTierMax} files per tier`,
} as const;

/** A new plan's id, the same every time the same import reads the same line, so a retried row is the same plan. */
export function importedPlanId(importId: string, line: number): string {
  const hex = createHash('sha256').update(`${importId}:${line}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A cell as the plan schema expects it: numbers and true/false typed, empty left out (the form's default). */
function typed(column: string, cell: string): unknown {
  const value = cell.trim();
  if (value === '') return undefined;
  if (NUMBERS.has(column)) return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (column === 'featured') return value === 'true' ? true : value === 'false' ? false : value;
  return cell;
}

function list(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(PLAN_CSV_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

interface RowContext {
  line: number;
  existing: AdminPlan | undefined;
  inventory: Inventory;
  problem: (field: string, message: string) => void;
}

function pictureRef(value: string, field: string, ctx: RowContext): FileRef | undefined {
  if (value.startsWith('/') || /^https?:\/\//i.test(value)) {
    const parsed = ImageAddress.safeParse(value);
    if (!parsed.success) ctx.problem(field, parsed.error.issues[0]?.message ?? 'Not an image address');
    return { stored: value };
  }
  const size = uploadedSize(value, field, ctx, IMAGE_TYPES, IMPORT_MESSAGES.imageType, PLAN_IMPORT_LIMITS.image);
  return size === undefined ? undefined : { upload: value };
}

function planFileRef(value: string, tier: Package, field: string, ctx: RowContext): FileRef | undefined {
  if (value.includes('/')) {
    // A stored key is kept only by the plan that has it: a row cannot take another plan's files.
    if (!isPlanFileKey(value, tier) || !ctx.existing?.plan_files[tier].includes(value))
      ctx.problem(field, IMPORT_MESSAGES.notOwnFile(value));
    return { stored: value };
  }
  const types = new Set<string>(PLAN_FILE_EXTENSIONS);
  const size = uploadedSize(value, field, ctx, types, IMPORT_MESSAGES.planFileType, PLAN_IMPORT_LIMITS.planFile);
  return size === undefined ? undefined : { upload: value };
}

function uploadedSize(
  name: string,
  field: string,
  ctx: RowContext,
  types: ReadonlySet<string>,
  wrongType: (name: string) => string,
  max: number,
): number | undefined {
  if (!types.has(extensionOf(name))) return void ctx.problem(field, wrongType(name));
  const size = ctx.inventory.get(name);
  if (size === undefined) return void ctx.problem(field, IMPORT_MESSAGES.missingFile(name));
  if (size > max) return void ctx.problem(field, IMPORT_MESSAGES.tooLarge(name, max));
  if (size === 0) return void ctx.problem(field, IMPORT_MESSAGES.empty(name));
  return size;
}

/**
 * Checks every row as the plan form's schema would, and every picture and file it names against what was
 * uploaded, reporting each problem by line and column; returns the rows ready to import when there is none.
 */
export function checkPlanRows(
  importId: string,
  rows: readonly CsvRow[],
  existing: ReadonlyMap<string, AdminPlan>,
  inventory: Inventory,
): { planned: PlannedRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const planned: PlannedRow[] = [];
  const firstLineOfId = new Map<string, number>();

  for (const { line, cells } of rows) {
    const before = problems.length;
    const problem = (field: string, message: string) => problems.push({ line, field, message });
    const givenId = (cells.id ?? '').trim();
    if (givenId && !PLAN_ID.test(givenId)) problem('id', IMPORT_MESSAGES.id);
    const id = givenId || importedPlanId(importId, line);
    const seen = firstLineOfId.get(id);
    if (seen !== undefined) problem('id', IMPORT_MESSAGES.duplicateId(seen));
    else firstLineOfId.set(id, line);

    const input: Record<string, unknown> = {};
    for (const column of PLAN_CSV_COLUMNS) {
      if (column === 'id' || FILE_COLUMNS.has(column)) continue;
      const value = typed(column, cells[column] ?? '');
      if (value !== undefined) input[column] = value;
    }
    const parsed = PlanCreate.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problem(String(issue.path[0] ?? ''), issue.message);
    }

    const ctx: RowContext = { line, existing: existing.get(id), inventory, problem };
    const imageCell = (cells.image ?? '').trim();
    const image = imageCell ? pictureRef(imageCell, 'image', ctx) : undefined;
    const galleryNames = list(cells.gallery_images);
    if (galleryNames.length > PLAN_WRITE_LIMITS.galleryMax) problem('gallery_images', IMPORT_MESSAGES.galleryMax);
    const gallery = galleryNames.flatMap((name) => pictureRef(name, 'gallery_images', ctx) ?? []);
    const files = {} as Record<Package, FileRef[]>;
    for (const tier of PACKAGES) {
      const field = `${tier}_files`;
      const names = list(cells[field]);
      if (names.length > PLAN_WRITE_LIMITS.filesPerTierMax) problem(field, IMPORT_MESSAGES.filesMax);
      const stored = new Set<string>();
      for (const name of names) {
        const target = name.includes('/') ? name : safeFileName(name);
        const leaf = target.split('/').pop() as string;
        if (stored.has(leaf)) problem(field, IMPORT_MESSAGES.sameName(leaf));
        stored.add(leaf);
      }
      files[tier] = names.flatMap((name) => planFileRef(name, tier, field, ctx) ?? []);
    }

    if (problems.length === before && parsed.success) {
      const { id: _ignored, image_url, gallery_images, plan_files, ...fields } = parsed.data;
      planned.push({ line, id, action: ctx.existing ? 'update' : 'create', fields, image, gallery, files });
    }
  }
  return { planned, problems };
}
