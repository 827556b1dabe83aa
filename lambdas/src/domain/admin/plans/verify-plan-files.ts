import { PACKAGES, type PlanFiles } from '@shop/shared/plans/plan';
import { InvalidInputError } from '../../../errors/domain-errors.ts';
import type { StoredObjects } from '../../../repositories/stored-objects.ts';
import { matchesExtension, SIGNATURE_BYTES } from './plan-file-signatures.ts';

export const planFileMessages = {
  missing: (name: string) => `${name} has not been uploaded (or was removed); upload it again`,
  wrongContent: (name: string) => `${name} is not the kind of file its name says; upload the real file`,
};

/**
 * Before a plan lists a file for sale, the file must exist and its first bytes must match its
 * extension. Only files new to the plan are read (a few kilobytes each); the ones it had stay.
 */
export async function verifyNewPlanFiles(
  files: StoredObjects,
  before: PlanFiles | undefined,
  after: PlanFiles,
): Promise<void> {
  const fields: Record<string, string> = {};
  await Promise.all(
    PACKAGES.flatMap((tier) =>
      after[tier].map(async (key, index) => {
        if (before?.[tier].includes(key)) return;
        const name = key.split('/').pop() ?? key;
        const bytes = await files.firstBytes(key, SIGNATURE_BYTES);
        if (!bytes) fields[`plan_files.${tier}.${index}`] = planFileMessages.missing(name);
        else if (!matchesExtension(key, bytes))
          fields[`plan_files.${tier}.${index}`] = planFileMessages.wrongContent(name);
      }),
    ),
  );
  if (Object.keys(fields).length) throw new InvalidInputError(Object.values(fields).join('; '), fields);
}
