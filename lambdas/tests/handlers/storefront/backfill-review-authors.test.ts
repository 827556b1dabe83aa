import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewIdFor } from '../../../src/domain/reviews/review-id.ts';
import { handler } from '../../../src/handlers/reviews/backfill-review-authors.ts';
import { toReviewItem } from '../../../src/repositories/review-item.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { sampleItem } from '../../support/plan-items.ts';

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
let table: string;

beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(() => dynalite.stop());

const put = (item: Record<string, unknown>) => dynalite.db.send(new PutCommand({ TableName: table, Item: item }));
const get = async (planId: string, reviewId: string) =>
  (
    await dynalite.db.send(
      new GetCommand({
        TableName: table,
        Key: { pk: `PLAN#${planId}`, sk: `REVIEW#${reviewId}` },
        ConsistentRead: true,
      }),
    )
  ).Item;
const byAuthor = async (sub: string) =>
  (
    await dynalite.db.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p',
        ExpressionAttributeValues: { ':p': `USER#${sub}#REVIEWS` },
      }),
    )
  ).Items ?? [];

/** A review as it was stored before the author index: its list keys, no gsi2. */
function olderReview(planId: string, userId: string, createdAt: string, name = 'Esi Mensah') {
  const {
    gsi2pk: _pk,
    gsi2sk: _sk,
    ...item
  } = toReviewItem({
    id: reviewIdFor(planId, userId),
    plan_id: planId,
    user_id: userId,
    rating: 4,
    title: 'Good sheets',
    content: 'Clear.',
    created_at: createdAt,
    helpful_votes: 0,
    unhelpful_votes: 0,
    verified_purchase: false,
    user: { name, avatar_url: '' },
    votes: {},
  });
  return item;
}

beforeEach(async () => {
  table = await dynalite.newTable();
  vi.stubEnv('TABLE_NAME', table);
  vi.stubEnv('DYNAMODB_ENDPOINT', dynalite.endpoint);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('USER_POOL_ID', 'eu-west-1_pool');
  await put(sampleItem({ id: 'villa-01', status: 'active' }));
  await put(sampleItem({ id: 'bungalow-02', status: 'inactive' }));
});
afterEach(() => vi.unstubAllEnvs());

describe('the review author index backfill (run at deploy and at offline seeding)', () => {
  it('indexes older reviews by author on plans of every status, leaves closed accounts out, and is idempotent', async () => {
    // Prepare: two older reviews of Esi's (one on an inactive plan), one of a closed account's, one already indexed.
    await put(olderReview('villa-01', 'buyer-esi', '2025-03-01T10:00:00.000Z'));
    await put(olderReview('bungalow-02', 'buyer-esi', '2025-04-01T10:00:00.000Z'));
    await put(olderReview('villa-01', 'closed-2f1c9a52-7a43-4d1e-9b0e-3c1f6f1f0a11', '2025-05-01T10:00:00.000Z'));
    await put(
      toReviewItem({
        id: reviewIdFor('villa-01', 'buyer-kwame'),
        plan_id: 'villa-01',
        user_id: 'buyer-kwame',
        rating: 5,
        title: 'New',
        content: '',
        created_at: '2026-11-01T10:00:00.000Z',
        helpful_votes: 0,
        unhelpful_votes: 0,
        verified_purchase: true,
        user: { name: 'Kwame', avatar_url: '' },
        votes: {},
      }),
    );
    expect(await byAuthor('buyer-esi')).toEqual([]);

    // Act
    const first = await handler({}, { getRemainingTimeInMillis: () => 600_000 });
    const second = await handler({}, { getRemainingTimeInMillis: () => 600_000 });

    // Assess: Esi's reviews are found by author, newest first keys as new reviews carry them
    expect(first.reviewAuthors).toEqual({ plans: 2, indexed: 2, skipped: 1, finished: true });
    const found = await byAuthor('buyer-esi');
    expect(found.map((item) => item.plan_id).sort()).toEqual(['bungalow-02', 'villa-01']);
    expect(found.find((item) => item.plan_id === 'villa-01')?.gsi2sk).toBe(
      `2025-03-01T10:00:00.000Z#${reviewIdFor('villa-01', 'buyer-esi')}`,
    );
    const closed = await get('villa-01', reviewIdFor('villa-01', 'closed-2f1c9a52-7a43-4d1e-9b0e-3c1f6f1f0a11'));
    expect(closed).not.toHaveProperty('gsi2pk');
    // The second run finds nothing left to write (the closed account's review is read and left out again).
    expect(second.reviewAuthors).toEqual({ plans: 2, indexed: 0, skipped: 1, finished: true });
    expect(await byAuthor('buyer-kwame')).toHaveLength(1);
  });

  it('stops before its time runs out and a later run finishes the rest', async () => {
    await put(olderReview('villa-01', 'buyer-esi', '2025-03-01T10:00:00.000Z'));
    await put(olderReview('bungalow-02', 'buyer-esi', '2025-04-01T10:00:00.000Z'));

    const cut = await handler({}, { getRemainingTimeInMillis: () => 10_000 });
    const rest = await handler({}, { getRemainingTimeInMillis: () => 600_000 });

    expect(cut.reviewAuthors).toMatchObject({ indexed: 0, finished: false });
    expect(cut.voteMarkers).toMatchObject({ finished: false });
    expect(rest.reviewAuthors).toMatchObject({ indexed: 2, finished: true });
  });
});
