import { PortfolioCreate } from '@shop/shared/admin/portfolio-write';
import type { PortfolioItem, PortfolioStatus } from '@shop/shared/content/portfolio';
import { schemaFieldErrors } from '../../../lib/schema-field-errors.ts';

export interface ProjectFormValues {
  title: string;
  category: string;
  summary: string;
  description: string;
  status: PortfolioStatus;
  location: string;
  design_image: string;
  current_image: string;
  /** One feature per line. */
  features: string;
  /** One "Name: value" per line. */
  specifications: string;
}

export type ProjectFormErrors = Partial<Record<keyof ProjectFormValues, string>>;

/** A new project starts in progress; an existing one shows what is stored. */
export function projectFormValues(item?: PortfolioItem): ProjectFormValues {
  return {
    title: item?.title ?? '',
    category: item?.category ?? '',
    summary: item?.summary ?? '',
    description: item?.description ?? '',
    status: item?.status ?? 'in-progress',
    location: item?.location ?? '',
    design_image: item?.design_image ?? '',
    current_image: item?.current_image ?? '',
    features: item?.features.join('\n') ?? '',
    specifications: Object.entries(item?.specifications ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "Name: value" lines to a record; a line without a colon is kept as a name with an empty value. */
export function parseSpecifications(text: string): Record<string, string> {
  // fromEntries defines own properties, so a "__proto__" line reaches the schema (and is refused) instead of
  // silently setting the object's prototype.
  return Object.fromEntries(
    lines(text).flatMap((line) => {
      const colon = line.indexOf(':');
      const name = (colon === -1 ? line : line.slice(0, colon)).trim();
      return name ? [[name, colon === -1 ? '' : line.slice(colon + 1).trim()]] : [];
    }),
  );
}

/** The request body, checked with the server's schema; errors by field when it would be refused. */
export function projectRequest(
  values: ProjectFormValues,
): { ok: true; body: PortfolioCreate } | { ok: false; errors: ProjectFormErrors } {
  const result = PortfolioCreate.safeParse({
    title: values.title,
    category: values.category,
    summary: values.summary,
    description: values.description,
    status: values.status,
    location: values.location,
    design_image: values.design_image,
    current_image: values.current_image || null,
    features: lines(values.features),
    specifications: parseSpecifications(values.specifications),
  });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: schemaFieldErrors(result.error.issues, values) };
}

/** '1 Project' or 'N Projects'. */
export function projectCountLabel(count: number): string {
  return count === 1 ? '1 Project' : `${count} Projects`;
}
