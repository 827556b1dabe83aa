import { voteMarkerKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** The marker beside a voter's profile that points at the review they voted on (table-design.ts, voteMarkerKeys). */
export function voteMarkerItem(voter: string, planId: string, reviewId: string) {
  return {
    ...tableKey(voteMarkerKeys.pk(voter), voteMarkerKeys.sk(reviewId)),
    entity: 'vote-marker',
    plan_id: planId,
    review_id: reviewId,
  };
}
