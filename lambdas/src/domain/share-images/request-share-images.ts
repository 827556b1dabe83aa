import { createHash } from 'node:crypto';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { log } from '../../observability/log.ts';
import type { ShareRequests } from '../../repositories/share-requests.ts';
import { shareRequestOf } from './share-cards.ts';

/**
 * After a staff save: asks the picture Lambda for the plan's share pictures as the plan now reads. A failure is logged
 * and not passed on: the save is done, and the page shares the main picture until a later save asks again.
 */
export async function requestShareImages(requests: ShareRequests, plan: PublicPlan): Promise<void> {
  const request = shareRequestOf(plan);
  if (!request) return;
  const digest = createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 16);
  try {
    await requests.ask(request, digest);
  } catch (error) {
    log('warn', 'share request not written', { planId: plan.id, error: String(error) });
  }
}
