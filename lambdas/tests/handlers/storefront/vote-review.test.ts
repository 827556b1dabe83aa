import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/reviews/vote-review.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { withClaims } from '../../support/authorized-event.ts';
import { isRateLimitUpdate } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { itemReadsBesidesAccess } from '../../support/item-reads.ts';
import { updateAdds, updateRemoves, updateSets } from '../../support/update-sets.ts';
import { reviewItem } from './storefront-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const VOTER = { sub: 'user-1' };

async function callVote(body: unknown, who: { sub: string } = VOTER, reviewId = 'rev-2') {
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/reviews/{planId}/{reviewId}/vote',
    path: `/api/reviews/villa-01/${reviewId}/vote`,
    params: { planId: 'villa-01', reviewId },
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf(handler, withClaims(event, who));
}

/** The review's own updates, not the rate limiter's counters. */
const voteUpdates = () => db.commandCalls(UpdateCommand).filter((call) => !isRateLimitUpdate(call.args[0].input));
const update = () => voteUpdates()[0]?.args[0].input;

beforeEach(() => {
  db.reset();
  db.on(GetCommand).resolves({ Item: reviewItem({ helpful_votes: 3, unhelpful_votes: 1 }) });
  db.on(UpdateCommand).resolves({ Attributes: { helpful_votes: 4, unhelpful_votes: 1 } });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/reviews/{planId}/{reviewId}/vote', () => {
  it('records a first vote and its count in one conditional update', async () => {
    const result = await callVote({ vote: 'helpful' });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ id: 'rev-2', helpful_votes: 4, unhelpful_votes: 1, my_vote: 'helpful' });
    expect(update()?.Key).toEqual({ pk: 'PLAN#villa-01', sk: 'REVIEW#rev-2' });
    expect(updateSets(update())).toEqual({ 'votes.user-1': 'helpful' });
    expect(updateAdds(update())).toEqual({ helpful_votes: 1, unhelpful_votes: 0 });
    expect(update()?.ConditionExpression).toBe('(attribute_exists(#pk)) AND (attribute_not_exists(#votes.#voter))');
    expect(update()?.ExpressionAttributeNames?.['#voter']).toBe('user-1');
  });

  it('switches a helpful vote to unhelpful: one count down, the other up', async () => {
    db.on(GetCommand).resolves({ Item: reviewItem({ votes: { 'user-1': 'helpful' } }) });
    db.on(UpdateCommand).resolves({ Attributes: { helpful_votes: 2, unhelpful_votes: 2 } });

    const result = await callVote({ vote: 'unhelpful' });

    expect(result.body).toEqual({ id: 'rev-2', helpful_votes: 2, unhelpful_votes: 2, my_vote: 'unhelpful' });
    expect(update()?.ConditionExpression).toBe('(attribute_exists(#pk)) AND (#votes.#voter = :previous)');
    expect(update()?.ExpressionAttributeValues).toMatchObject({ ':previous': 'helpful' });
    expect(updateAdds(update())).toEqual({ helpful_votes: -1, unhelpful_votes: 1 });
    expect(updateSets(update())).toEqual({ 'votes.user-1': 'unhelpful' });
  });

  it('withdraws a vote with null', async () => {
    db.on(GetCommand).resolves({ Item: reviewItem({ votes: { 'user-1': 'unhelpful' } }) });
    db.on(UpdateCommand).resolves({ Attributes: { helpful_votes: 3, unhelpful_votes: 0 } });

    const result = await callVote({ vote: null });

    expect(result.body.my_vote).toBeNull();
    expect(updateRemoves(update())).toEqual(['votes.user-1']);
    expect(updateAdds(update())).toEqual({ helpful_votes: 0, unhelpful_votes: -1 });
    expect(db.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'USER#user-1', sk: 'VOTE#rev-2' },
    ]);
  });

  it('marks the vote beside the voter, so closing their account finds it', async () => {
    await callVote({ vote: 'helpful' });

    expect(db.commandCalls(PutCommand).map((call) => call.args[0].input.Item)).toEqual([
      { pk: 'USER#user-1', sk: 'VOTE#rev-2', entity: 'vote-marker', plan_id: 'villa-01', review_id: 'rev-2' },
    ]);
  });

  it('does not count the same vote twice', async () => {
    db.on(GetCommand).resolves({ Item: reviewItem({ helpful_votes: 3, votes: { 'user-1': 'helpful' } }) });

    const result = await callVote({ vote: 'helpful' });

    expect(result.body).toMatchObject({ helpful_votes: 3, my_vote: 'helpful' });
    expect(voteUpdates()).toHaveLength(0);
  });

  it('reads again and retries when the vote changed in another tab meanwhile', async () => {
    db.on(UpdateCommand, { Key: { pk: 'PLAN#villa-01', sk: 'REVIEW#rev-2' } })
      .rejectsOnce(conditionFailed())
      .resolves({ Attributes: { helpful_votes: 4, unhelpful_votes: 1 } });

    const result = await callVote({ vote: 'helpful' });

    expect(result.status).toBe(200);
    expect(voteUpdates()).toHaveLength(2);
    expect(itemReadsBesidesAccess(db)).toHaveLength(2);
  });

  it('answers 404 "Review not found" for a missing review and writes nothing', async () => {
    db.on(GetCommand).resolves({});

    const result = await callVote({ vote: 'helpful' }, VOTER, 'missing-review');

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Review not found' });
    expect(voteUpdates()).toHaveLength(0);
  });

  it("refuses a vote on one's own review with 403 and writes nothing", async () => {
    const result = await callVote({ vote: 'helpful' }, { sub: 'user-2' });

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You cannot vote on your own review' });
    expect(voteUpdates()).toHaveLength(0);
  });

  it.each([[{ vote: 'great' }], [{}], [{ vote: 'helpful', extra: 1 }]])(
    'refuses the body %j with 400 and writes nothing',
    async (body) => {
      const result = await callVote(body);

      expect(result.status).toBe(400);
      expect(result.body.message).toEqual(expect.any(String));
      expect(voteUpdates()).toHaveLength(0);
    },
  );
});
