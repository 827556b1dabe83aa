import { createHash } from 'node:crypto';

/**
 * A review's id follows from its plan and author, so storing it with a "must not exist" condition is
 * itself the rule "one review per user per plan". Hashed, so the id does not spell out the author.
 */
export function reviewIdFor(planId: string, authorSub: string): string {
  return createHash('sha256').update(`${planId}\n${authorSub}`).digest('base64url').slice(0, 22);
}
