import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  ACCOUNT_CLOSURE_MESSAGES,
  FORMER_CUSTOMER_NAME,
  REMOVED_AT_CLOSURE_TEXT,
} from '@shop/shared/accounts/account-closure';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewIdFor } from '../../../src/domain/reviews/review-id.ts';
import { handler as closeHandler } from '../../../src/handlers/accounts/close-account.ts';
import { handler as exportHandler } from '../../../src/handlers/accounts/export-account-data.ts';
import { handler as codeHandler } from '../../../src/handlers/accounts/request-closure-code.ts';
import { handler as reviewBackfill } from '../../../src/handlers/reviews/backfill-review-authors.ts';
import { handler as adminCloseHandler } from '../../../src/handlers/users/close-user-account.ts';
import { handler as staffExportHandler } from '../../../src/handlers/users/export-user-data.ts';
import { requestsRepository } from '../../../src/repositories/requests-repository.ts';
import { toReviewItem } from '../../../src/repositories/review-item.ts';
import { apiEvent, lambdaContext } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { cognitoUser } from '../../support/cognito-users.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { orderItem } from '../payments/payment-fixtures.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const s3 = mockClient(S3Client);

const ESI: SignedInAs = { sub: 'buyer-esi', email: 'esi.mensah@example.com' };
const KWAME: SignedInAs = { sub: 'buyer-kwame', email: 'kwame@example.com' };
const SUPER_ADMIN: SignedInAs = { sub: 'super-kofi', email: 'kofi@temahouseplans.com', groups: ['super_admin'] };
const PASSWORD = 'Correct-horse-9';

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
let table: string;
let mailDir: string;

beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(() => dynalite.stop());

const get = async (pk: string, sk: string) =>
  (await dynalite.db.send(new GetCommand({ TableName: table, Key: { pk, sk }, ConsistentRead: true }))).Item;
const put = (item: Record<string, unknown>) => dynalite.db.send(new PutCommand({ TableName: table, Item: item }));

const ESI_ORDER = 'a1b2c3d4-0000-4000-8000-000000000001';
const KWAME_ORDER = 'a1b2c3d4-0000-4000-8000-000000000002';
const ESI_REVIEW = reviewIdFor('villa-01', ESI.sub);
const KWAME_REVIEW = reviewIdFor('villa-01', KWAME.sub);

function review(author: SignedInAs, name: string, votes: Record<string, 'helpful' | 'unhelpful'> = {}) {
  return toReviewItem({
    id: reviewIdFor('villa-01', author.sub),
    plan_id: 'villa-01',
    user_id: author.sub,
    rating: author === ESI ? 5 : 3,
    title: `${name}'s review`,
    content: 'Clear drawings.',
    created_at: '2026-11-21T09:00:00.000Z',
    helpful_votes: Object.values(votes).filter((v) => v === 'helpful').length,
    unhelpful_votes: 0,
    verified_purchase: true,
    user: { name, avatar_url: `/images/avatars/${author.sub}/a1/256.jpg` },
    votes,
  });
}

const ESI_REQUEST = 'b1b2c3d4-0000-4000-8000-000000000003';

/** Esi asked for a customization; staff left an internal note on it that she never sees. */
async function esiRequest() {
  const requests = requestsRepository(dynalite.db, table);
  const at = '2026-11-23T09:00:00.000Z';
  await requests.create({
    id: ESI_REQUEST,
    kind: 'customization',
    state: 'in_review',
    requester_sub: ESI.sub,
    requester_email: ESI.email as string,
    requester_name: 'Esi Mensah',
    phone: null,
    whatsapp: '+233 24 555 0101',
    order_id: ESI_ORDER,
    plan_id: 'villa-01',
    plan_title: 'Villa',
    service: null,
    language: 'fr',
    details: { plot_size: '15 x 30 m' },
    created_at: at,
    updated_at: at,
    first_reply_at: null,
    decline_reason: null,
    assignee_sub: null,
    assignee_email: null,
    access_token_hashes: ['secret-link-hash'],
  });
  const message = { author_name: 'Esi Mensah', attachments: [], state_change: null };
  await requests.addMessage(ESI_REQUEST, {
    ...message,
    attachments: [{ id: 'att-1', name: 'site-plan.pdf', content_type: 'application/pdf', size: 1000 }],
    id: 'm1',
    at,
    author: 'requester',
    internal: false,
    text: 'Please add a fourth bedroom',
  });
  await requests.addMessage(ESI_REQUEST, {
    ...message,
    id: 'm2',
    at: '2026-11-23T10:00:00.000Z',
    author: 'staff',
    author_name: 'Kofi',
    internal: true,
    text: 'Staff only: price it high',
  });
}

/** Esi: a profile, settings, a paid order with an invoice, a review, a vote on Kwame's review, a favourite, the newsletter. */
async function seed() {
  await put({
    pk: `USER#${ESI.sub}`,
    sk: 'PROFILE',
    first_name: 'Esi',
    last_name: 'Mensah',
    phone: '+233 24 555 0101',
    city: 'Tema',
    avatar_url: `/images/avatars/${ESI.sub}/a1/256.jpg`,
  });
  await put({ pk: `USER#${ESI.sub}`, sk: 'SETTINGS', language: 'fr', theme: 'dark' });
  await put({
    pk: `USER#${ESI.sub}`,
    sk: 'FAVORITE#villa-02',
    entity: 'favorite',
    plan_id: 'villa-02',
    created_at: '2026-11-22T10:00:00.000Z',
  });
  await put({
    pk: `USER#${ESI.sub}`,
    sk: 'PURCHASE#villa-01',
    order_id: ESI_ORDER,
    paid_at: '2026-11-20T10:02:00.000Z',
  });
  await put({
    pk: `USER#${ESI.sub}`,
    sk: `VOTE#${KWAME_REVIEW}`,
    entity: 'vote-marker',
    plan_id: 'villa-01',
    review_id: KWAME_REVIEW,
  });
  await put(
    orderItem({
      id: ESI_ORDER,
      user_id: ESI.sub,
      user_email: ESI.email as string,
      reference: `thp_${ESI_ORDER}`,
      status: 'completed',
      payment_status: 'completed',
      paid_at: '2026-11-20T10:02:00.000Z',
      invoice_number: 'INV-2026-000041',
      billing: { name: 'Esi Mensah', tax_number: 'P0012345678' },
      licenceName: 'Esi Mensah',
      tax: {
        prices_include_tax: true,
        net_pesewas: 347_826,
        lines: [{ name: 'VAT', rate_percent: 15, amount_pesewas: 52_174 }],
        total_pesewas: 400_000,
      },
    }),
  );
  await put({ ...orderItem({ id: KWAME_ORDER, user_id: KWAME.sub, user_email: KWAME.email as string }) });
  await put({ pk: `USER#${KWAME.sub}`, sk: 'PROFILE', first_name: 'Kwame', last_name: 'Boateng' });
  await put(review(ESI, 'Esi Mensah'));
  await put(review(KWAME, 'Kwame Boateng', { [ESI.sub]: 'helpful' }));
  await put({ pk: 'PLAN#villa-01', sk: 'PLAN', id: 'villa-01', rating_average: 4, rating_count: 2, status: 'active' });
  await esiRequest();
  await put({
    pk: `NEWSLETTER#${ESI.email}`,
    sk: 'SUBSCRIBER',
    email: ESI.email,
    status: 'subscribed',
    unsubscribe_token: 'secret-unsubscribe-token',
    created_at: '2026-11-19T08:00:00.000Z',
    updated_at: '2026-11-19T08:05:00.000Z',
    consent: { given_at: '2026-11-19T08:00:00.000Z', address: '198.51.100.7', page: '/fr', language: 'fr' },
  });
}

beforeEach(async () => {
  table = await dynalite.newTable();
  mailDir = mkdtempSync(join(tmpdir(), 'account-closure-mail-'));
  cognito.reset();
  s3.reset();
  vi.stubEnv('TABLE_NAME', table);
  vi.stubEnv('DYNAMODB_ENDPOINT', dynalite.endpoint);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('IMAGES_BUCKET', 'shop-images');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('USER_POOL_ID', 'eu-west-1_pool');
  vi.stubEnv('JWT_AUDIENCE', 'web-client');
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('LOG_LEVEL', process.env.DEBUG_LOG ? 'debug' : 'silent');
  cognito
    .on(AdminGetUserCommand, { Username: ESI.sub })
    .resolves(cognitoUser(ESI.sub, { email: ESI.email as string, given_name: 'Esi', family_name: 'Mensah' }));
  cognito
    .on(AdminGetUserCommand, { Username: KWAME.sub })
    .resolves(cognitoUser(KWAME.sub, { email: KWAME.email as string }));
  cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [] });
  cognito
    .on(InitiateAuthCommand)
    .rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
  cognito
    .on(InitiateAuthCommand, { AuthParameters: { USERNAME: ESI.email as string, PASSWORD } })
    .resolves({ AuthenticationResult: { IdToken: 'x' } });
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  s3.on(ListObjectsV2Command, { Prefix: `images/avatars/${ESI.sub}/` }).resolves({
    Contents: [{ Key: `images/avatars/${ESI.sub}/a1/256.jpg` }, { Key: `images/avatars/${ESI.sub}/a1/64.webp` }],
  });
  s3.on(DeleteObjectsCommand).resolves({});
  await seed();
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(mailDir, { recursive: true, force: true });
});

async function exportAs(who: SignedInAs | undefined, query: Record<string, string> = {}) {
  const event = apiEvent({ method: 'GET', routeKey: 'GET /api/account/data', path: '/api/account/data', query });
  const answer = (await exportHandler(
    who ? withClaims(event, who) : event,
    lambdaContext,
  )) as APIGatewayProxyStructuredResultV2;
  return { status: answer.statusCode, headers: answer.headers ?? {}, text: String(answer.body ?? '') };
}

async function staffExport(id: string, as: SignedInAs | undefined, query: Record<string, string> = {}) {
  const event = apiEvent({
    method: 'GET',
    routeKey: 'GET /api/users/{id}/data',
    path: `/api/users/${id}/data`,
    params: { id },
    query,
  });
  const answer = (await staffExportHandler(
    as ? withClaims(event, as) : event,
    lambdaContext,
  )) as APIGatewayProxyStructuredResultV2;
  return { status: answer.statusCode, headers: answer.headers ?? {}, text: String(answer.body ?? '') };
}

async function auditEvents() {
  const { Items = [] } = await dynalite.db.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': 'AUDIT' },
    }),
  );
  return Items;
}

const requestCode = (as: SignedInAs = ESI) =>
  callAs(codeHandler, { method: 'POST', route: '/api/account/close/code', as });
/** The code in the newest closure-code mail. */
function mailedCode(): string {
  const files = readdirSync(mailDir)
    .filter((name) => name.includes('account-closure-code'))
    .sort();
  const text = readFileSync(join(mailDir, files[files.length - 1] ?? ''), 'utf8');
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
}

const closeOwn = (body: unknown, as: SignedInAs = ESI) =>
  callAs(closeHandler, { method: 'POST', route: '/api/account/close', body, as });
const closeByStaff = (id: string, body: unknown, as: SignedInAs = SUPER_ADMIN) =>
  callAs(adminCloseHandler, { method: 'POST', route: '/api/users/{id}/close', params: { id }, body, as });

describe('GET /api/account/data', () => {
  it('gives the caller their own data as a JSON file, and nobody else’s', async () => {
    const answer = await exportAs(ESI);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="tema-house-plans-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = JSON.parse(answer.text);
    expect(data.account).toMatchObject({
      user_id: ESI.sub,
      email: ESI.email,
      given_name: 'Esi',
      family_name: 'Mensah',
    });
    expect(data.profile).toMatchObject({ first_name: 'Esi', last_name: 'Mensah', phone: '+233 24 555 0101' });
    expect(data.settings).toMatchObject({ language: 'fr', theme: 'dark' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: ESI_ORDER,
      invoice_number: 'INV-2026-000041',
      amount: 4000,
      billing: { name: 'Esi Mensah' },
    });
    expect(data.orders[0].tax).toMatchObject({ net_pesewas: 347_826, total_pesewas: 400_000 });
    expect(data.orders[0]).not.toHaveProperty('files');
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: ESI_REVIEW, title: "Esi Mensah's review", rating: 5 }),
    ]);
    expect(data.review_votes).toEqual([{ plan_id: 'villa-01', review_id: KWAME_REVIEW }]);
    expect(data.favorites).toEqual([{ plan_id: 'villa-02', created_at: '2026-11-22T10:00:00.000Z' }]);
    expect(data.consents.newsletter).toMatchObject({
      status: 'subscribed',
      consent: { address: '198.51.100.7', language: 'fr' },
    });
    expect(data.security).toMatchObject({ two_factor: false, sign_in_email_verified: true });
    // Her request with its thread as she sees it: her message, not staff's internal note or the link's hash.
    expect(data.requests).toEqual([
      expect.objectContaining({
        id: ESI_REQUEST,
        kind: 'customization',
        whatsapp: '+233 24 555 0101',
        messages: [expect.objectContaining({ text: 'Please add a fourth bedroom' })],
      }),
    ]);
    expect(answer.text).not.toContain('Staff only');
    expect(answer.text).not.toContain('secret-link-hash');
    // Another buyer's order, name and vote map, and the link secrets, are not in it.
    expect(answer.text).not.toContain(KWAME_ORDER);
    expect(answer.text).not.toContain('Kwame');
    expect(answer.text).not.toContain('secret-unsubscribe-token');
    expect(answer.text).not.toMatch(/"pk"|"gsi1pk"/);
  });

  it('gives a readable page in the asked language, every value escaped', async () => {
    await put({ pk: `USER#${ESI.sub}`, sk: 'PROFILE', first_name: '<script>alert(1)</script>', last_name: 'Mensah' });

    const answer = await exportAs(ESI, { format: 'html', lang: 'fr' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/\.html"$/);
    expect(answer.text).toContain('<html lang="fr">');
    expect(answer.text).toContain('Commandes et factures');
    expect(answer.text).toContain('Demandes et devis');
    expect(answer.text).toContain('Please add a fourth bedroom');
    expect(answer.text).toContain('INV-2026-000041');
    expect(answer.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer.text).not.toContain('<script>');
  });

  it('refuses a caller without a token, and a format it does not make', async () => {
    expect((await exportAs(undefined)).status).toBe(401);
    expect((await exportAs(ESI, { format: 'pdf' })).status).toBe(400);
  });
});

describe('POST /api/account/close', () => {
  it('changes nothing when the password is wrong', async () => {
    const answer = await closeOwn({ password: 'guess', reviews: 'remove' });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(ACCOUNT_CLOSURE_MESSAGES.wrongPassword);
    expect(await get(`USER#${ESI.sub}`, 'PROFILE')).toBeDefined();
    expect(await get(`USER#${ESI.sub}`, 'ACCESS')).toBeUndefined();
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('keeps reviews as "Former customer", keeps the order’s accounting fields, deletes the rest and the sign-in', async () => {
    const answer = await closeOwn({ password: PASSWORD, reviews: 'keep' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      closed: true,
      orders_kept: 1,
      reviews_kept: 1,
      reviews_removed: 0,
      favorites_removed: 1,
      pictures_removed: 2,
    });
    const order = await get(`ORDER#${ESI_ORDER}`, 'ORDER');
    expect(order).toMatchObject({
      invoice_number: 'INV-2026-000041',
      amount: 4000,
      billing: { name: 'Esi Mensah', tax_number: 'P0012345678' },
      licenceName: 'Esi Mensah',
      user_email: '',
      status: 'completed',
    });
    expect(order?.user_id).toMatch(/^closed-[0-9a-f-]{36}$/);
    expect(order).not.toHaveProperty('gsi1pk');
    const kept = await get('PLAN#villa-01', `REVIEW#${ESI_REVIEW}`);
    expect(kept).toMatchObject({
      user: { name: FORMER_CUSTOMER_NAME, avatar_url: '' },
      rating: 5,
      user_id: order?.user_id,
    });
    expect(kept).not.toHaveProperty('gsi2pk');
    const voted = await get('PLAN#villa-01', `REVIEW#${KWAME_REVIEW}`);
    expect(voted?.votes).toEqual({});
    expect(voted?.helpful_votes).toBe(0);
    for (const sk of ['PROFILE', 'SETTINGS', 'FAVORITE#villa-02', 'PURCHASE#villa-01', `VOTE#${KWAME_REVIEW}`]) {
      expect(await get(`USER#${ESI.sub}`, sk)).toBeUndefined();
    }
    expect(await get(`NEWSLETTER#${ESI.email}`, 'SUBSCRIBER')).toBeUndefined();
    const access = await get(`USER#${ESI.sub}`, 'ACCESS');
    expect(access).toMatchObject({ reason: 'closed' });
    expect(Object.keys(access ?? {}).sort()).toEqual(['entity', 'pk', 'reason', 'revoked_at', 'sk', 'ttl']);
    expect(cognito.commandCalls(AdminDeleteUserCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: 'eu-west-1_pool', Username: ESI.sub },
    ]);
    expect(
      s3.commandCalls(DeleteObjectsCommand).flatMap((c) => c.args[0].input.Delete?.Objects?.map((o) => o.Key)),
    ).toEqual([
      'request-attachments/att-1',
      `images/avatars/${ESI.sub}/a1/256.jpg`,
      `images/avatars/${ESI.sub}/a1/64.webp`,
    ]);
    // Her request stays as the firm's record, without her: no name, address, number, link or index entry.
    const request = await get(`REQUEST#${ESI_REQUEST}`, 'REQUEST');
    expect(request).toMatchObject({
      requester_name: FORMER_CUSTOMER_NAME,
      requester_email: '',
      requester_sub: null,
      whatsapp: null,
      closure_reference: order?.user_id,
      kind: 'customization',
    });
    expect(request).not.toHaveProperty('gsi1pk');
    expect(request).not.toHaveProperty('access_token_hashes');
    const thread = await requestsRepository(dynalite.db, table).messages(ESI_REQUEST);
    expect(thread.map((m) => [m.author_name, m.text, m.attachments.length])).toEqual([
      [FORMER_CUSTOMER_NAME, REMOVED_AT_CLOSURE_TEXT, 0],
      ['Kofi', 'Staff only: price it high', 0],
    ]);
    expect(JSON.stringify(request)).not.toContain('Esi');
    // Kwame's data is untouched.
    expect(await get(`ORDER#${KWAME_ORDER}`, 'ORDER')).toMatchObject({ user_id: KWAME.sub, user_email: KWAME.email });
    expect(await get(`USER#${KWAME.sub}`, 'PROFILE')).toBeDefined();
    // The confirmation mail, in the language of Esi's settings, with the reference.
    const mails = readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${ESI.email}`);
    expect(mails[0]).toContain(`Référence de fermeture\u202f: ${order?.user_id}`);
  });

  it('removes the reviews when asked, and the plan’s rating is counted again', async () => {
    const answer = await closeOwn({ password: PASSWORD, reviews: 'remove' });

    expect(answer.body).toMatchObject({ reviews_kept: 0, reviews_removed: 1 });
    expect(await get('PLAN#villa-01', `REVIEW#${ESI_REVIEW}`)).toBeUndefined();
    expect(await get('PLAN#villa-01', 'PLAN')).toMatchObject({ rating_average: 3, rating_count: 1 });
  });

  it('refuses the closed account’s tokens afterwards', async () => {
    const issuedBefore = Math.floor(Date.now() / 1000) - 60;
    await closeOwn({ password: PASSWORD, reviews: 'keep' });

    const event = withClaims(
      apiEvent({ method: 'GET', routeKey: 'GET /api/account/data', path: '/api/account/data' }),
      ESI,
    );
    (event.requestContext.authorizer.jwt.claims as Record<string, string>).iat = String(issuedBefore);
    const answer = (await exportHandler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(401);
  });

  it('takes the giver out of the gifts they gave: the claimed one stays the recipient’s, the unclaimed one claimable', async () => {
    // Prepare: Esi gave Kwame a gift he claimed, and another nobody has claimed yet.
    const giftBy = (claimedAt: string | null) => ({
      recipient_email: 'kwame.mail@example.com',
      recipient_name: 'Kwame Boateng',
      message: 'With love, Esi Mensah',
      language: 'en' as const,
      giver_id: ESI.sub,
      giver_email: ESI.email as string,
      giver_name: 'Esi Mensah',
      send_count: 1,
      claimed_at: claimedAt,
    });
    const CLAIMED = 'a1b2c3d4-0000-4000-8000-0000000000c1';
    const UNCLAIMED = 'a1b2c3d4-0000-4000-8000-0000000000c2';
    const paid = {
      status: 'completed' as const,
      payment_status: 'completed' as const,
      paid_at: '2026-11-20T10:02:00.000Z',
    };
    await put(
      orderItem({
        ...paid,
        id: CLAIMED,
        reference: `thp_${CLAIMED}`,
        kind: 'gift',
        user_id: KWAME.sub,
        user_email: KWAME.email as string,
        licenceName: 'Kwame Boateng',
        expires_at: '2026-11-29T10:00:00.000Z',
        gift: giftBy('2026-11-22T10:00:00.000Z'),
      }),
    );
    await put({
      ...orderItem({
        ...paid,
        id: UNCLAIMED,
        reference: `thp_${UNCLAIMED}`,
        kind: 'gift',
        user_id: ESI.sub,
        user_email: ESI.email as string,
        licenceName: 'Kwame Boateng',
        gift: giftBy(null),
      }),
      gift_token_hash: 'hash-of-the-link',
      gift_token_expires_at: '2026-12-20T10:00:00.000Z',
    });

    // Act
    const answer = await closeOwn({ password: PASSWORD, reviews: 'keep' });

    // Assess: no gift names Esi or sits in her giver index; Kwame keeps his order, licence and window.
    expect(answer.status).toBe(200);
    const claimed = await get(`ORDER#${CLAIMED}`, 'ORDER');
    const reference = (await get(`ORDER#${ESI_ORDER}`, 'ORDER'))?.user_id;
    expect(claimed).toMatchObject({
      user_id: KWAME.sub,
      user_email: KWAME.email,
      licenceName: 'Kwame Boateng',
      expires_at: '2026-11-29T10:00:00.000Z',
      gift: { giver_id: reference, giver_email: '', giver_name: FORMER_CUSTOMER_NAME, recipient_name: 'Kwame Boateng' },
    });
    const unclaimed = await get(`ORDER#${UNCLAIMED}`, 'ORDER');
    expect(unclaimed).toMatchObject({
      user_id: reference,
      user_email: '',
      kind: 'gift',
      gift_token_hash: 'hash-of-the-link',
      gift: { giver_id: reference, giver_email: '', giver_name: FORMER_CUSTOMER_NAME },
    });
    for (const gift of [claimed, unclaimed]) {
      expect(gift).not.toHaveProperty('gsi2pk');
      expect(JSON.stringify(gift?.gift)).not.toMatch(/Esi|esi\.mensah|buyer-esi/);
    }
    // Closing again changes nothing more.
    expect((await closeOwn({ password: PASSWORD, reviews: 'keep' })).status).toBeLessThan(500);
    expect(await get(`ORDER#${CLAIMED}`, 'ORDER')).toEqual(claimed);
  });

  it('sends staff to another super admin', async () => {
    const answer = await closeOwn({ password: PASSWORD, reviews: 'keep' }, { ...ESI, groups: ['admin'] });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCOUNT_CLOSURE_MESSAGES.staffCannotClose);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });
});

describe('POST /api/users/{id}/close', () => {
  it('lets a super admin close a buyer’s account on request, audited under the closure reference only', async () => {
    const answer = await closeByStaff(ESI.sub, { reviews: 'remove', confirm: 'CLOSE' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ closed: true, orders_kept: 1, reviews_removed: 1 });
    const order = await get(`ORDER#${ESI_ORDER}`, 'ORDER');
    const { Items = [] } = await dynalite.db.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': 'AUDIT' },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items[0]).toMatchObject({ action: 'user.close', actor_id: SUPER_ADMIN.sub, target_id: order?.user_id });
    expect(JSON.stringify(Items[0])).not.toContain(ESI.sub);
    expect(JSON.stringify(Items[0])).not.toContain(ESI.email);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });

  it('refuses one’s own account, a staff account, an unknown one, and a request without the confirmation word', async () => {
    cognito.on(AdminListGroupsForUserCommand, { Username: KWAME.sub }).resolves({ Groups: [{ GroupName: 'admin' }] });
    cognito
      .on(AdminGetUserCommand, { Username: 'nobody' })
      .rejects(Object.assign(new Error('gone'), { name: 'UserNotFoundException' }));
    cognito.on(AdminGetUserCommand, { Username: SUPER_ADMIN.sub }).resolves(cognitoUser(SUPER_ADMIN.sub));

    expect((await closeByStaff(SUPER_ADMIN.sub, { reviews: 'keep', confirm: 'CLOSE' })).status).toBe(403);
    expect((await closeByStaff(KWAME.sub, { reviews: 'keep', confirm: 'CLOSE' })).body.message).toBe(
      ACCOUNT_CLOSURE_MESSAGES.staffCannotClose,
    );
    expect((await closeByStaff('nobody', { reviews: 'keep', confirm: 'CLOSE' })).status).toBe(404);
    expect((await closeByStaff(ESI.sub, { reviews: 'keep' })).status).toBe(400);
    expect((await closeByStaff(ESI.sub, { reviews: 'keep', confirm: 'CLOSE' }, { ...ESI, groups: [] })).status).toBe(
      403,
    );
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });
});

describe('GET /api/users/{id}/data', () => {
  it('gives a super admin the same file the buyer downloads, audited by who, whose and when only', async () => {
    const own = JSON.parse((await exportAs(ESI)).text);

    const answer = await staffExport(ESI.sub, SUPER_ADMIN);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { exported_at: _a, ...made } = JSON.parse(answer.text);
    const { exported_at: _b, ...theirs } = own;
    expect(made).toEqual(theirs);
    const events = await auditEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'user.export',
      actor_id: SUPER_ADMIN.sub,
      target_type: 'user',
      target_id: ESI.sub,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The trail keeps the id, not what the file held.
    const trail = JSON.stringify(events[0]);
    for (const datum of [ESI.email as string, 'Mensah', '+233 24 555 0101', 'INV-2026-000041']) {
      expect(trail).not.toContain(datum);
    }
  });

  it('makes the readable page in the buyer’s own language unless another is asked', async () => {
    const french = await staffExport(ESI.sub, SUPER_ADMIN, { format: 'html' });
    const english = await staffExport(ESI.sub, SUPER_ADMIN, { format: 'html', lang: 'en' });

    expect(french.status).toBe(200);
    expect(french.text).toContain('<html lang="fr">');
    expect(french.text).toContain('INV-2026-000041');
    expect(english.text).toContain('<html lang="en">');
    expect((await auditEvents()).map((event) => event.changes)).toEqual(
      expect.arrayContaining([
        { format: 'html', lang: 'fr' },
        { format: 'html', lang: 'en' },
      ]),
    );
  });

  it('refuses an admin, a buyer and no token; answers 404 for an unknown account; audits none of them', async () => {
    cognito
      .on(AdminGetUserCommand, { Username: 'nobody' })
      .rejects(Object.assign(new Error('gone'), { name: 'UserNotFoundException' }));

    expect(
      (await staffExport(ESI.sub, { sub: 'admin-ama', email: 'ama@temahouseplans.com', groups: ['admin'] })).status,
    ).toBe(403);
    expect((await staffExport(ESI.sub, KWAME)).status).toBe(403);
    expect((await staffExport(ESI.sub, undefined)).status).toBe(401);
    expect((await staffExport('nobody', SUPER_ADMIN)).status).toBe(404);
    expect((await staffExport(ESI.sub, SUPER_ADMIN, { format: 'pdf' })).status).toBe(400);
    expect(await auditEvents()).toEqual([]);
  });
});

describe('closing an account with a code mailed to its address', () => {
  it('mails a 6-digit code, keeps only its hash, and closes the account with it', async () => {
    const sent = await requestCode();

    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, expires_in_seconds: 600 });
    const code = mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    const mail = readdirSync(mailDir)
      .map((name) => readFileSync(join(mailDir, name), 'utf8'))
      .join('\n');
    expect(mail).toContain(`To: ${ESI.email}`);
    expect(mail).toContain('valable 10 minutes');
    const stored = await get(`USER#${ESI.sub}`, 'CLOSURE_CODE');
    expect(stored).toMatchObject({ tries: 0, code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(stored)).not.toContain(code);

    const closed = await closeOwn({ code, reviews: 'keep' });

    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, orders_kept: 1 });
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
    expect(await get(`USER#${ESI.sub}`, 'CLOSURE_CODE')).toBeUndefined();
  });

  it('counts wrong codes: five tries, then even the right code asks for a new one', async () => {
    await requestCode();
    const code = mailedCode();
    const wrong = code === '000000' ? '111111' : '000000';

    const first = await closeOwn({ code: wrong, reviews: 'keep' });
    for (let i = 0; i < 4; i += 1) await closeOwn({ code: wrong, reviews: 'keep' });
    const late = await closeOwn({ code, reviews: 'keep' });

    expect(first.status).toBe(400);
    expect(first.body.message).toBe(ACCOUNT_CLOSURE_MESSAGES.wrongCode);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_CLOSURE_MESSAGES.codeExpired);
    expect(await get(`USER#${ESI.sub}`, 'PROFILE')).toBeDefined();
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('refuses a code after its 10 minutes, an earlier code once a new one is sent, and a code never sent', async () => {
    expect((await closeOwn({ code: '123456', reviews: 'keep' })).body.message).toBe(
      ACCOUNT_CLOSURE_MESSAGES.codeExpired,
    );
    await requestCode();
    const earlier = mailedCode();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestCode();
    const newer = mailedCode();
    if (earlier !== newer) {
      expect((await closeOwn({ code: earlier, reviews: 'keep' })).body.message).toBe(
        ACCOUNT_CLOSURE_MESSAGES.wrongCode,
      );
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
      const expired = await closeOwn({ code: newer, reviews: 'keep' });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(ACCOUNT_CLOSURE_MESSAGES.codeExpired);
    } finally {
      vi.useRealTimers();
    }
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('asks for the password or a code, not both; refuses staff; limits the codes mailed', async () => {
    expect((await closeOwn({ password: PASSWORD, code: '123456', reviews: 'keep' })).body.message).toBe(
      ACCOUNT_CLOSURE_MESSAGES.passwordOrCode,
    );
    expect((await closeOwn({ reviews: 'keep' })).status).toBe(400);
    expect((await closeOwn({ code: '12345', reviews: 'keep' })).status).toBe(400);
    expect((await requestCode({ ...ESI, groups: ['admin'] })).status).toBe(403);

    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await requestCode());

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(readdirSync(mailDir).filter((name) => name.includes('account-closure-code'))).toHaveLength(3);
  });
});

describe('votes cast before vote markers existed', () => {
  const OLD_REVIEW = reviewIdFor('bungalow-02', KWAME.sub);

  /** Kwame's review on another plan, with Esi's vote and that of an account closed before markers: no markers. */
  async function olderVotes() {
    await put(sampleItem({ id: 'bungalow-02', status: 'active' }));
    await put(
      toReviewItem({
        id: OLD_REVIEW,
        plan_id: 'bungalow-02',
        user_id: KWAME.sub,
        rating: 4,
        title: 'Solid',
        content: 'Good sheets.',
        created_at: '2025-02-01T09:00:00.000Z',
        helpful_votes: 2,
        unhelpful_votes: 1,
        verified_purchase: false,
        user: { name: 'Kwame Boateng', avatar_url: '' },
        votes: { [ESI.sub]: 'helpful', 'gone-ama': 'helpful', [KWAME.sub]: 'unhelpful' },
      }),
    );
    cognito
      .on(AdminGetUserCommand, { Username: 'gone-ama' })
      .rejects(Object.assign(new Error('gone'), { name: 'UserNotFoundException' }));
  }

  it('are marked by the review backfill, so closing the account withdraws them; votes of accounts gone are withdrawn', async () => {
    // Prepare
    await olderVotes();

    // Act: the deploy's backfill, then Esi closes her account.
    const backfill = await reviewBackfill({}, { getRemainingTimeInMillis: () => 600_000 });
    const afterBackfill = await get('PLAN#bungalow-02', `REVIEW#${OLD_REVIEW}`);
    const again = await reviewBackfill({}, { getRemainingTimeInMillis: () => 600_000 });
    const answer = await closeOwn({ password: PASSWORD, reviews: 'keep' });

    // Assess
    expect(backfill.voteMarkers).toEqual({ plans: 1, markersWritten: 2, votesWithdrawn: 1, finished: true });
    expect(afterBackfill).toMatchObject({
      votes: { [ESI.sub]: 'helpful', [KWAME.sub]: 'unhelpful' },
      helpful_votes: 1,
      unhelpful_votes: 1,
    });
    expect(again.voteMarkers).toEqual({ plans: 1, markersWritten: 0, votesWithdrawn: 0, finished: true });
    expect(answer.status).toBe(200);
    const review = await get('PLAN#bungalow-02', `REVIEW#${OLD_REVIEW}`);
    expect(review).toMatchObject({ votes: { [KWAME.sub]: 'unhelpful' }, helpful_votes: 0, unhelpful_votes: 1 });
    expect(await get(`USER#${ESI.sub}`, `VOTE#${OLD_REVIEW}`)).toBeUndefined();
    // Kwame's own vote keeps its new marker.
    expect(await get(`USER#${KWAME.sub}`, `VOTE#${OLD_REVIEW}`)).toMatchObject({
      plan_id: 'bungalow-02',
      review_id: OLD_REVIEW,
    });
  });
});
