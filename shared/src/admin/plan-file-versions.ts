import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { PACKAGES } from '../plans/plan.ts';
import { rejectUnknownFields } from '../validation.ts';

/** Texts of revised plan files (decision 0041): the admin form, the API's refusals, the buyers' page and mails. */
export const FILE_VERSION_TEXTS = {
  notCurrent: "That file is not one of this plan's current files",
  notUploaded: 'Upload the new version first, then save it as the new version',
  wrongFolder: 'The new version must be uploaded to the same plan and tier as the file it replaces',
  sameFile: 'The new version must be a different file from the one it replaces',
  alreadyUsed: "That file is already a version of one of this plan's files",
  revised: (name: string) => `${name} was replaced by a new version. Buyers with an open download window get it now.`,
  earlierVersion: 'Earlier version (as bought)',
} as const;

const fileKey = (label: string) =>
  z.string().check(z.minLength(1, { error: `${label} is required` }), z.maxLength(1024));

/** POST /api/admin/plans/{id}/file-versions: `key` (already uploaded to the plan's tier folder) replaces `replaces`. */
export const PlanFileRevisionRequest = lazySchema(() =>
  z.strictObject({ replaces: fileKey('replaces'), key: fileKey('key') }, rejectUnknownFields),
);
export type PlanFileRevisionRequest = z.infer<typeof PlanFileRevisionRequest>;

/** One version of one of a plan's files, with how many orders received it (their delivery held it). */
export const PlanFileVersion = lazySchema(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    tier: z.enum(PACKAGES),
    /** When it became the current version (null for a file that was never a revision). */
    uploadedAt: z.nullable(z.string()),
    replacedAt: z.nullable(z.string()),
    current: z.boolean(),
    buyers: z.number(),
  }),
);
export type PlanFileVersion = z.infer<typeof PlanFileVersion>;

/** Every file of the plan with its versions, newest first. */
export const PlanFileVersionsResponse = lazySchema(() =>
  z.object({ files: z.array(z.object({ tier: z.enum(PACKAGES), versions: z.array(PlanFileVersion) })) }),
);
export type PlanFileVersionsResponse = z.infer<typeof PlanFileVersionsResponse>;
