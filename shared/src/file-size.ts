import * as z from 'zod/mini';

export interface FileSizeMessages {
  tooLarge: string;
  empty: string;
  /** What a size that is no whole number reads; zod's own words when left out. */
  invalid?: string;
}

/**
 * The size in bytes the browser reports for a file it is about to send with a presigned POST: a whole number above
 * zero and at most `max` (S3 checks the same bounds again through the policy).
 */
export function fileSize(max: number, { tooLarge, empty, invalid }: FileSizeMessages) {
  const wrong = invalid === undefined ? undefined : { error: invalid };
  return z.number(wrong).check(z.int(wrong), z.positive({ error: empty }), z.lte(max, { error: tooLarge }));
}
