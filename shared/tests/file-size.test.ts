import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AVATAR_MAX_BYTES, AvatarUploadRequest, IMAGE_MAX_BYTES } from '../src/accounts/uploads.ts';
import { PLAN_IMPORT_CSV_MAX_BYTES, PlanImportRequest } from '../src/admin/plan-import.ts';
import { ImageUploadRequest, UPLOAD_MESSAGES } from '../src/admin/uploads.ts';
import { REQUEST_ATTACHMENT_MAX_BYTES, RequestUploadBody } from '../src/requests/request.ts';

/** The message zod gives for the size, or undefined when the size is accepted. */
function sizeProblem(schema: z.ZodMiniType, body: unknown): string | undefined {
  const result = z.safeParse(schema, body);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.includes('size'))?.message;
}

describe('the size of a file about to be uploaded', () => {
  it('is a whole number above zero and at most the limit, each refusal in the form’s words', () => {
    const avatar = (size: unknown) => sizeProblem(AvatarUploadRequest, { contentType: 'image/png', size });
    expect(avatar(AVATAR_MAX_BYTES)).toBeUndefined();
    expect(avatar(AVATAR_MAX_BYTES + 1)).toBe('Image size must be less than 5MB');
    expect(avatar(0)).toBe('The file is empty');

    const attachment = (size: unknown) => sizeProblem(RequestUploadBody, { content_type: 'application/pdf', size });
    expect(attachment(REQUEST_ATTACHMENT_MAX_BYTES)).toBeUndefined();
    expect(attachment(REQUEST_ATTACHMENT_MAX_BYTES + 1)).toBe('A file can be at most 10 MB');
    expect(attachment(0)).toBe('The file is empty');

    const csv = (size: unknown) => sizeProblem(PlanImportRequest, { csv: { name: 'plans.csv', size }, files: [] });
    expect(csv(PLAN_IMPORT_CSV_MAX_BYTES)).toBeUndefined();
    expect(csv(PLAN_IMPORT_CSV_MAX_BYTES + 1)).toBe('The CSV must be 20MB or smaller');
    expect(csv(0)).toBe('The CSV is empty');
  });

  it('reads a size that is no whole number with the staff form’s own words where it has them', () => {
    const image = (size: unknown) =>
      sizeProblem(ImageUploadRequest, { id: 'villa-nima', contentType: 'image/png', size });
    expect(image(IMAGE_MAX_BYTES)).toBeUndefined();
    expect(image(1.5)).toBe(UPLOAD_MESSAGES.imageSize);
    expect(image('big')).toBe(UPLOAD_MESSAGES.imageSize);
    expect(image(0)).toBe(UPLOAD_MESSAGES.empty);
    expect(sizeProblem(AvatarUploadRequest, { contentType: 'image/png', size: 1.5 })).not.toBe(
      'Image size must be less than 5MB',
    );
  });
});
