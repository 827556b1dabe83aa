import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/reviews/create-review.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { isRateLimitUpdate } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { updateSets } from '../../support/update-sets.ts';

const db = mockClient(DynamoDBDocumentClient);
const BUYER: SignedInAs = { sub: 'user-1', email: 'ama.mensah@example.com' };

function validReview(overrides: Record<string, unknown> = {}) {
  return { plan_id: 'villa-01', rating: 4, title: 'Great plan', content: 'Easy to build from.', ...overrides };
}

async function callCreate(body: unknown, who: SignedInAs | null = BUYER) {
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/reviews',
    path: '/api/reviews',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answerOf(handler, who ? withClaims(event, who) : event);
}

/** The table's own updates, not the rate limiter's counters. */
const updates = () => db.commandCalls(UpdateCommand).filter((call) => !isRateLimitUpdate(call.args[0].input));
const writes = () => [...db.commandCalls(PutCommand), ...updates()];
const PLAN_KEY = { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } };
const putItem = () => db.commandCalls(PutCommand)[0]?.args[0].input.Item as Record<string, unknown>;

beforeEach(() => {
  db.reset();
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'PROFILE' } }).resolves({
    Item: { first_name: 'Ama', last_name: 'Mensah', avatar_url: '/images/avatars/user-1/a.png' },
  });
  db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'PURCHASE#villa-01' } }).resolves({});
  db.on(PutCommand).resolves({});
  db.on(QueryCommand).resolves({ Items: [{ rating: 4 }, { rating: 5 }] });
  db.on(UpdateCommand).resolves({});
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/reviews', () => {
  it('stores the review by the caller (not the user_id sent) and answers 201 with it', async () => {
    const result = await callCreate(validReview({ user_id: 'someone-else' }));

    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      plan_id: 'villa-01',
      rating: 4,
      title: 'Great plan',
      helpful_votes: 0,
      unhelpful_votes: 0,
      verified_purchase: false,
      user: { name: 'Ama M.', avatar_url: '/images/avatars/user-1/a.png' },
      mine: true,
      my_vote: null,
    });
    expect(result.body).not.toHaveProperty('votes');
    expect(result.body).not.toHaveProperty('user_id');
    expect(putItem()).toMatchObject({ pk: 'PLAN#villa-01', user_id: 'user-1', gsi1pk: 'REVIEWS#villa-01' });
  });

  it('recounts the plan rating from its reviews, rewrites the rating sort key, and answers the new rating', async () => {
    const result = await callCreate(validReview());

    expect(result.body.plan_rating).toEqual({ rating_average: 4.5, rating_count: 2 });

    const update = updates()[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'PLAN#villa-01', sk: 'PLAN' });
    expect(updateSets(update)).toEqual({ rating_average: 4.5, rating_count: 2, gsi3sk: '04500#00000002' });
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':previousCount': 12, ':previousAverage': 4.5 });
  });

  it("replaces a new plan's empty rating with its first review's", async () => {
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({
      Item: sampleItem({ rating_average: 0, rating_count: 0 }),
    });
    db.on(QueryCommand).resolves({ Items: [{ rating: 3 }] });

    await callCreate(validReview({ rating: 3 }));

    const update = updates()[0]?.args[0].input;
    expect(updateSets(update)).toEqual({ rating_average: 3, rating_count: 1, gsi3sk: '03000#00000001' });
    expect(update?.ConditionExpression).toContain('attribute_not_exists(#count) OR #count = :previousCount');
  });

  it('counts again when another review changed the rating meanwhile', async () => {
    db.on(UpdateCommand, PLAN_KEY).rejectsOnce(conditionFailed()).resolves({});

    const result = await callCreate(validReview());

    expect(result.status).toBe(201);
    const planUpdates = updates().filter((call) => call.args[0].input.Key?.pk !== 'CATALOGUE');
    expect(planUpdates).toHaveLength(2);
    expect(db.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('keeps the review (201) when the rating could not be updated: the next recount includes it', async () => {
    db.on(UpdateCommand, PLAN_KEY).rejects(new Error('throttled'));

    const result = await callCreate(validReview());

    expect(result.status).toBe(201);
    expect(result.body).not.toHaveProperty('plan_rating');
    expect(db.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('marks the review of a buyer of the plan as a verified purchase', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'PURCHASE#villa-01' } }).resolves({
      Item: { pk: 'USER#user-1', sk: 'PURCHASE#villa-01' },
    });

    const result = await callCreate(validReview());

    expect(result.body.verified_purchase).toBe(true);
    expect(putItem().verified_purchase).toBe(true);
  });

  it('names the author by the names given at sign-up when the profile has none, never by their email', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'PROFILE' } }).resolves({});

    const named = await callCreate(validReview(), { ...BUYER, givenName: 'Ama', familyName: 'mensah' });
    const nameless = await callCreate(validReview());

    expect(named.body.user).toEqual({ name: 'Ama M.', avatar_url: '' });
    expect(nameless.body.user).toEqual({ name: 'Customer', avatar_url: '' });
    expect(JSON.stringify(nameless.body)).not.toContain('ama.mensah');
  });

  it('stores HTML and script in the text as plain text, trimmed, exactly as written', async () => {
    const content = '  <script>alert("x")</script><b>bold</b>  ';

    const result = await callCreate(validReview({ content, title: '<img src=x onerror=alert(1)>' }));

    expect(result.status).toBe(201);
    expect(putItem().content).toBe('<script>alert("x")</script><b>bold</b>');
    expect(putItem().title).toBe('<img src=x onerror=alert(1)>');
  });

  it('answers 409 to a second review of the same plan by the same user and leaves the rating alone', async () => {
    db.on(PutCommand).rejects(conditionFailed());

    const result = await callCreate(validReview());

    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message: 'You have already reviewed this plan' });
    expect(updates()).toHaveLength(0);
  });

  it('gives the same review id for the same author and plan, so the conditional put is the one-review rule', async () => {
    await callCreate(validReview());
    await callCreate(validReview({ rating: 2 }));

    const [first, second] = db.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.id);
    expect(first).toBe(second);
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.ConditionExpression).toBe('attribute_not_exists(#pk)');
  });

  it.each([
    ['a missing plan', {}],
    ['a plan that is not active', { Item: sampleItem({ status: 'draft' }) }],
  ])('answers 404 for %s and writes nothing', async (_case, answer) => {
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves(answer);

    const result = await callCreate(validReview());

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Plan not found' });
    expect(writes()).toHaveLength(0);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['rating 6', { rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['rating 3.5', { rating: 3.5 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['rating "five"', { rating: 'five' }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['rating "5" as text', { rating: '5' }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['no rating', { rating: undefined }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['an empty title', { title: '' }, 'title', 'Title is required'],
    ['a title of spaces', { title: '   ' }, 'title', 'Title is required'],
    ['a huge title', { title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
    ['no content', { content: undefined }, 'content', 'Review is required'],
    ['huge content', { content: 'y'.repeat(2001) }, 'content', 'Review must be at most 2000 characters'],
    ['a plan id with odd characters', { plan_id: '../x' }, 'plan_id', 'plan_id must be a plan id'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, change, field, message) => {
    const result = await callCreate(validReview(change));

    expect(result.status).toBe(400);
    expect((result.body.fields as Record<string, string>)[field]).toBe(message);
    expect(writes()).toHaveLength(0);
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('refuses a body that is not JSON with 400 and writes nothing', async () => {
    const result = await callCreate('{rating: 5');

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The request body must be valid JSON');
    expect(writes()).toHaveLength(0);
  });

  it('refuses a caller without verified claims (401) and writes nothing', async () => {
    const result = await callCreate(validReview(), null);

    expect(result.status).toBe(401);
    expect(writes()).toHaveLength(0);
  });
});

describe('POST /api/reviews in a burst', () => {
  /** The rate limiter's conditional update as DynamoDB runs it: refused once the window's counter holds the limit. */
  function countRateLimitHits() {
    const hits = new Map<string, number>();
    db.on(UpdateCommand).callsFake((input) => {
      const key = `${input.Key?.pk}|${input.Key?.sk}`;
      if (!String(input.Key?.pk).startsWith('RATE#')) return {};
      const now = hits.get(key) ?? 0;
      if (now >= Number(input.ExpressionAttributeValues?.[':limit'])) throw conditionFailed();
      hits.set(key, now + 1);
      return { Attributes: { hits: now + 1 } };
    });
  }

  async function reviewFrom(planId: string, address: string) {
    db.on(GetCommand, { Key: { pk: `PLAN#${planId}`, sk: 'PLAN' } }).resolves({ Item: sampleItem({ id: planId }) });
    db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: `PURCHASE#${planId}` } }).resolves({});
    const event = apiEvent({
      method: 'POST',
      routeKey: 'POST /api/reviews',
      path: '/api/reviews',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${address}:40000` },
      body: JSON.stringify(validReview({ plan_id: planId })),
    });
    return answerOf(handler, withClaims(event, BUYER));
  }

  it('refuses the eleventh review within the hour from one account, from any address, with Retry-After', async () => {
    // Prepare
    countRateLimitHits();

    // Act: 20 reviews of 20 plans in a row, each from a new address, as a script would send them.
    const results = [];
    for (let i = 1; i <= 20; i += 1) results.push(await reviewFrom(`plan-${i}`, `198.51.100.${i}`));

    // Assess
    expect(results.slice(0, 10).every((result) => result.status === 201)).toBe(true);
    expect(results.slice(10).every((result) => result.status === 429)).toBe(true);
    const refused = results[10];
    const retryAfter = Number(refused?.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused?.body.message).toMatch(
      /^You have written many reviews in a short time\. Please try again in \d+ (second|minute|hour)s?\.$/,
    );
    expect(db.commandCalls(PutCommand)).toHaveLength(10);
  });
});
