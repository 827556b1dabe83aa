import * as z from 'zod/mini';
import {
  fileSize,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  PLAN_FILE_MAX_BYTES,
  PresignedUpload,
} from '../accounts/uploads.ts';
import { lazySchema } from '../lazy-schema.ts';
import { PACKAGES } from '../plans/plan.ts';
import { rejectUnknownFields } from '../validation.ts';

/** What each accepted plan-file extension must be sent as; the policy pins that Content-Type. */
export const PLAN_FILE_TYPES = {
  pdf: 'application/pdf',
  dwg: 'application/acad',
  dxf: 'application/dxf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
} as const;
export type PlanFileExtension = keyof typeof PLAN_FILE_TYPES;
export const PLAN_FILE_EXTENSIONS = Object.keys(PLAN_FILE_TYPES) as PlanFileExtension[];

/** Folders of the images bucket staff upload to: a plan's pictures, a project's pictures, an ad's picture. */
export const IMAGE_FOLDERS = ['plans', 'portfolio', 'ads'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export const GALLERY_UPLOAD_MAX = 20;
export const PLAN_FILES_UPLOAD_MAX = 20;

export const UPLOAD_MESSAGES = {
  imageType: 'Images only: JPG, PNG, GIF, WebP or AVIF',
  imageSize: 'Each image must be 10MB or smaller',
  fileType: `Plan files must be ${PLAN_FILE_EXTENSIONS.join(', ')}`,
  fileSize: 'Each plan file must be 50MB or smaller',
  empty: 'The file is empty',
  folderId: 'The folder id must be letters, digits, - or _',
  fileName: 'The file needs a name',
  removed: 'File removed successfully',
  notRemovable: 'Only uploaded plan, portfolio and ad files can be removed',
  fileTaken: (name: string, tier: string) =>
    `A file named "${name}" is already stored in this plan's ${tier} files. Buyers may have it, so it is never replaced: upload the new one under another name.`,
  oneRevision: 'A new version is one file: upload it on its own',
  fileTwice: (name: string) => `Two files in this upload would both be stored as "${name}": rename one`,
} as const;

const folderId = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: UPLOAD_MESSAGES.folderId })),
);

const size = (max: number, message: string) =>
  fileSize(max, { tooLarge: message, empty: UPLOAD_MESSAGES.empty, invalid: message });

const imageFile = lazySchema(() =>
  z.strictObject(
    {
      contentType: z.enum(IMAGE_CONTENT_TYPES, { error: UPLOAD_MESSAGES.imageType }),
      size: size(IMAGE_MAX_BYTES, UPLOAD_MESSAGES.imageSize),
    },
    rejectUnknownFields,
  ),
);

/**
 * POST /api/upload/image. `id` names the plan (or project, or ad) the image is for; leave it out for
 * something not saved yet and reuse the `folderId` of the answer for its other uploads.
 */
export const ImageUploadRequest = lazySchema(() =>
  z.strictObject(
    {
      folder: z._default(
        z.enum(IMAGE_FOLDERS, { error: `folder must be one of: ${IMAGE_FOLDERS.join(', ')}` }),
        'plans',
      ),
      id: z.optional(folderId),
      contentType: imageFile.shape.contentType,
      size: imageFile.shape.size,
    },
    rejectUnknownFields,
  ),
);
export type ImageUploadRequest = z.infer<typeof ImageUploadRequest>;

export const ImageUploadResponse = lazySchema(() =>
  z.extend(PresignedUpload, { folderId: z.string(), key: z.string() }),
);
export type ImageUploadResponse = z.infer<typeof ImageUploadResponse>;

/** One upload request's files: at least one, at most `max`, each checked by `item`. */
function batchOf<T extends z.ZodMiniType>(item: T, max: number, noun: string) {
  return z
    .array(item)
    .check(
      z.minLength(1, { error: `Choose at least one ${noun}` }),
      z.maxLength(max, { error: `At most ${max} ${noun}s at once` }),
    );
}

/** POST /api/upload/gallery: many images of one plan at once. */
export const GalleryUploadRequest = lazySchema(() =>
  z.strictObject(
    {
      id: z.optional(folderId),
      files: batchOf(imageFile, GALLERY_UPLOAD_MAX, 'image'),
    },
    rejectUnknownFields,
  ),
);
export type GalleryUploadRequest = z.infer<typeof GalleryUploadRequest>;

export const GalleryUploadResponse = lazySchema(() =>
  z.object({
    folderId: z.string(),
    uploads: z.array(z.extend(PresignedUpload, { key: z.string() })),
    count: z.number(),
  }),
);
export type GalleryUploadResponse = z.infer<typeof GalleryUploadResponse>;

/** The extension of a file name, lower-cased, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const planFile = lazySchema(() =>
  z.strictObject(
    {
      name: z.string({ error: UPLOAD_MESSAGES.fileName }).check(
        z.trim(),
        z.minLength(1, { error: UPLOAD_MESSAGES.fileName }),
        z.maxLength(200, { error: 'File names must be at most 200 characters' }),
        z.refine((name) => extensionOf(name) in PLAN_FILE_TYPES, { error: UPLOAD_MESSAGES.fileType }),
      ),
      /** Informational: the policy pins the type that belongs to the extension, whatever the browser guessed. */
      contentType: z.optional(z.string()),
      size: size(PLAN_FILE_MAX_BYTES, UPLOAD_MESSAGES.fileSize),
    },
    rejectUnknownFields,
  ),
);

/** POST /api/upload/plan-files: the files of one tier of one plan. */
export const PlanFilesUploadRequest = lazySchema(() =>
  z.strictObject(
    {
      id: z.optional(folderId),
      tier: z.enum(PACKAGES, { error: `tier must be one of: ${PACKAGES.join(', ')}` }),
      files: batchOf(planFile, PLAN_FILES_UPLOAD_MAX, 'file'),
      /**
       * The key of the plan's file this one upload is a new version of. Under the same name it is stored in a
       * version folder (plans/{plan}/{tier}/v{n}/{name}) instead of being refused as taken.
       */
      revises: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
    },
    rejectUnknownFields,
  ),
);
export type PlanFilesUploadRequest = z.infer<typeof PlanFilesUploadRequest>;

/** Plan files are private: the answer gives the key to store in the plan's `plan_files`, no public address. */
export const PlanFilesUploadResponse = lazySchema(() =>
  z.object({
    folderId: z.string(),
    tier: z.enum(PACKAGES),
    uploads: z.array(
      z.object({
        url: z.string(),
        fields: z.record(z.string(), z.string()),
        key: z.string(),
        name: z.string(),
        expiresAt: z.string(),
      }),
    ),
    count: z.number(),
  }),
);
export type PlanFilesUploadResponse = z.infer<typeof PlanFilesUploadResponse>;

/**
 * DELETE /api/upload/delete. `filePath` is an image's public path (/images/plans/...), its key
 * (images/plans/...), or a plan file's key (plans/{id}/{tier}/{name}).
 */
export const DeleteUploadRequest = lazySchema(() =>
  z.strictObject(
    {
      filePath: z
        .string({ error: 'filePath is required' })
        .check(z.trim(), z.minLength(1, { error: 'filePath is required' }), z.maxLength(1000)),
    },
    rejectUnknownFields,
  ),
);
export type DeleteUploadRequest = z.infer<typeof DeleteUploadRequest>;

export const DeleteUploadResponse = lazySchema(() =>
  z.object({
    message: z.string(),
    filePath: z.string(),
    /** True when the object stays in storage: a sold plan lists it, and buyers may still download it. */
    keptForBuyers: z.boolean(),
  }),
);
export type DeleteUploadResponse = z.infer<typeof DeleteUploadResponse>;
