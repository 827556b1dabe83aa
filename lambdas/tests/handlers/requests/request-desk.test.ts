import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { REQUEST_TEXTS, type RequestThread } from '@shop/shared/requests/request';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as contactHandler } from '../../../src/handlers/contact/send-contact-message.ts';
import { handler as createHandler } from '../../../src/handlers/requests/create-request.ts';
import { handler as uploadHandler } from '../../../src/handlers/requests/create-request-upload.ts';
import { handler as getHandler } from '../../../src/handlers/requests/get-request.ts';
import { handler as analyticsHandler } from '../../../src/handlers/requests/get-request-analytics.ts';
import { handler as attachmentHandler } from '../../../src/handlers/requests/get-request-attachment.ts';
import { handler as deskHandler } from '../../../src/handlers/requests/list-admin-requests.ts';
import { handler as ownHandler } from '../../../src/handlers/requests/list-own-requests.ts';
import { handler as requesterMessageHandler } from '../../../src/handlers/requests/post-request-message.ts';
import { handler as staffMessageHandler } from '../../../src/handlers/requests/post-staff-request-message.ts';
import { handler as updateHandler } from '../../../src/handlers/requests/update-admin-request.ts';
import { type StoredOrder, toOrderItem } from '../../../src/repositories/order-item.ts';
import { requestsRepository } from '../../../src/repositories/requests-repository.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { idToken, useTestIssuer } from '../../support/tokens.ts';
import { sampleOrder } from '../payments/payment-fixtures.ts';

/*
 * The request desk through its handlers against a real table engine (dynalite): who may read and write a thread,
 * the kinds, the limits, the mails. S3 answers HEAD from a mock (what the browser uploaded); presigning is local.
 */
const BUYER: SignedInAs = { sub: 'buyer-1', email: 'buyer-1@example.com' };
const OTHER: SignedInAs = { sub: 'buyer-2', email: 'buyer-2@example.com' };
const ADMIN: SignedInAs = { sub: 'admin-1', email: 'admin-1@example.com', groups: ['admin'] };
const ORDER_ID = 'ord_premium_1';

const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);
let engine: Awaited<ReturnType<typeof startDynalite>>;
let table: string;
let mailDir: string;
let ids = 0;

const newId = () => {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
};
const bearer = (who: SignedInAs) => ({
  authorization: `Bearer ${idToken({ sub: who.sub, groups: who.groups })}`,
});
const from = (address: string) => ({ 'cloudfront-viewer-address': `${address}:443` });

/** A call to an optional-auth route: the browser's bearer token when signed in, nothing for a visitor. */
function optional(
  handler: Parameters<typeof callAs>[0],
  call: Omit<Parameters<typeof callAs>[1], 'as'>,
  who?: SignedInAs,
  address = '198.51.100.7',
) {
  return callAs(handler, { ...call, headers: { ...from(address), ...(who ? bearer(who) : {}), ...call.headers } });
}

const mails = (kind: string) =>
  readdirSync(mailDir)
    .filter((name) => name.includes(`-${kind}-`))
    .sort()
    .map((name) => readFileSync(join(mailDir, name), 'utf8'));
/** The thread an answer carries. */
const messagesOf = (result: { body: unknown }) => (result.body as RequestThread).messages;
const tokenIn = (mail: string | undefined) => /token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];

async function seedOrder(overrides: Partial<StoredOrder> = {}) {
  const order = sampleOrder({
    id: ORDER_ID,
    user_id: BUYER.sub,
    user_email: BUYER.email ?? '',
    package_type: 'premium',
    tier: 'premium',
    status: 'completed',
    payment_status: 'completed',
    ...overrides,
  });
  await engine.db.send(new PutCommand({ TableName: table, Item: toOrderItem(order) }));
}

/** An upload S3 holds under the unattached prefix, where the presigned POST put it. */
function uploaded(id: string, contentType = 'application/pdf', size = 120_000) {
  s3.on(HeadObjectCommand, { Key: `request-attachments/unattached/${id}` }).resolves({
    ContentType: contentType,
    ContentLength: size,
  });
}

const serviceRequest = (overrides: Record<string, unknown> = {}) => ({
  submission_id: newId(),
  subject: { service: 'construction_supervision' },
  message: 'Supervision of a 3-storey house in Kumasi, <b>from June</b>',
  name: 'Efua Visitor',
  email: 'efua@example.org',
  details: { location: 'Kumasi', timeline: 'within_3_months', budget_range: '500k_1m' },
  ...overrides,
});

const create = (body: unknown, who?: SignedInAs, address?: string) =>
  optional(createHandler, { method: 'POST', route: '/api/requests', body }, who, address);
const read = (id: string, who?: SignedInAs, token?: string) =>
  optional(
    getHandler,
    { method: 'GET', route: '/api/requests/{id}', params: { id }, query: token ? { token } : {} },
    who,
  );
const write = (id: string, body: unknown, who?: SignedInAs, token?: string) =>
  optional(
    requesterMessageHandler,
    { method: 'POST', route: '/api/requests/{id}/messages', params: { id }, query: token ? { token } : {}, body },
    who,
  );
const staffWrite = (id: string, body: unknown, as: SignedInAs = ADMIN) =>
  callAs(staffMessageHandler, { method: 'POST', route: '/api/admin/requests/{id}/messages', params: { id }, body, as });
const update = (id: string, body: unknown, as: SignedInAs = ADMIN) =>
  callAs(updateHandler, { method: 'PATCH', route: '/api/admin/requests/{id}', params: { id }, body, as });
const desk = (query: Record<string, string> = {}, as: SignedInAs = ADMIN) =>
  callAs(deskHandler, { method: 'GET', route: '/api/admin/requests', query, as });

async function storedRequest(id: string) {
  const { Item } = await engine.db.send(
    new GetCommand({ TableName: table, Key: { pk: `REQUEST#${id}`, sk: 'REQUEST' } }),
  );
  return Item ?? {};
}

/** A visitor's service request; its id and the private link's token mailed to them. */
async function visitorRequest() {
  const body = serviceRequest();
  const result = await create(body);
  expect(result.status).toBe(201);
  return { id: body.submission_id, token: tokenIn(mails('request-received').at(-1)) ?? '' };
}

beforeAll(async () => {
  engine = await startDynalite();
});
afterAll(async () => {
  await engine.stop();
});

beforeEach(async () => {
  table = await engine.newTable();
  mailDir = mkdtempSync(join(tmpdir(), 'request-mail-'));
  s3.reset();
  cognito.reset();
  s3.on(HeadObjectCommand).rejects(Object.assign(new Error('Not Found'), { name: 'NotFound' }));
  useTestIssuer();
  vi.stubEnv('TABLE_NAME', table);
  vi.stubEnv('DYNAMODB_ENDPOINT', engine.endpoint);
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('USER_POOL_ID', 'local_testpool');
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  return () => rmSync(mailDir, { recursive: true, force: true });
});

describe('POST /api/requests/uploads', { timeout: 20_000 }, () => {
  it('signs a POST into the private bucket pinned to a fresh key, the declared type and at most 10 MB', async () => {
    // Act
    const result = await optional(uploadHandler, {
      method: 'POST',
      route: '/api/requests/uploads',
      body: { content_type: 'application/pdf', size: 2_000_000 },
    });

    // Assess
    expect(result.status).toBe(200);
    const upload = result.body as { id: string; fields: Record<string, string> };
    const policy = JSON.parse(Buffer.from(String(upload.fields.Policy), 'base64').toString('utf8'));
    // Under the prefix whose files expire unless a message names them.
    expect(upload.fields.key).toBe(`request-attachments/unattached/${upload.id}`);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$key', `request-attachments/unattached/${result.body.id}`],
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 2_000_000],
      ]),
    );
  });

  it.each([
    ['a program', { content_type: 'application/x-msdownload', size: 100 }],
    ['a file over 10 MB', { content_type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }],
  ])('refuses %s with 400', async (_what, body) => {
    const result = await optional(uploadHandler, { method: 'POST', route: '/api/requests/uploads', body });
    expect(result.status).toBe(400);
  });
});

describe('POST /api/requests', { timeout: 20_000 }, () => {
  it("opens a Premium buyer's customization from their order, with the site plan S3 holds, and tells both sides", async () => {
    // Prepare
    await seedOrder();
    const file = newId();
    uploaded(file, 'application/pdf', 345_678);
    const id = newId();

    // Act
    const result = await create(
      {
        submission_id: id,
        subject: { order_id: ORDER_ID },
        message: 'Please add a fourth bedroom and fit a 15 x 30 m plot',
        details: { changes: ['add_room', 'fit_plot'], plot_size: '15 x 30 m', plot_orientation: 'north' },
        whatsapp: '+233 24 000 0000',
        attachments: [{ id: file, name: 'site-plan.pdf' }],
      },
      BUYER,
    );

    // Assess
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ id, kind: 'customization', state: 'new' });
    const thread = await read(id, BUYER);
    expect(thread.body.request).toMatchObject({
      requester_sub: BUYER.sub,
      requester_email: BUYER.email,
      order_id: ORDER_ID,
      plan_id: 'villa-01',
      whatsapp: '+233 24 000 0000',
    });
    expect(messagesOf(thread)[0].attachments).toEqual([
      { id: file, name: 'site-plan.pdf', content_type: 'application/pdf', size: 345_678 },
    ]);
    // Named by a message, the upload moves out of the expiring prefix to its own key.
    expect(s3.commandCalls(CopyObjectCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({
        CopySource: `plan-files/request-attachments/unattached/${file}`,
        Key: `request-attachments/${file}`,
      }),
    ]);
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      `request-attachments/unattached/${file}`,
    ]);
    expect(mails('request-received')).toHaveLength(1);
    expect(mails('request-received')[0]).toContain('https://shop.example.com/user/requests/');
    expect(mails('request-new-staff')).toHaveLength(1);
    expect(mails('request-new-staff')[0]).not.toMatch(/^Reply-To:/im);
  });

  it('makes a Standard buyer’s request a modification quote, and a plan page’s too', async () => {
    await seedOrder({ package_type: 'standard', tier: 'standard' });
    const byOrder = await create({ ...serviceRequest(), subject: { order_id: ORDER_ID } }, BUYER);
    expect(byOrder.body.kind).toBe('modification_quote');
    await engine.db.send(new PutCommand({ TableName: table, Item: sampleItem() }));
    await engine.db.send(
      new PutCommand({ TableName: table, Item: sampleItem({ id: 'draft-01', status: 'inactive' }) }),
    );
    const byPlan = await create({ ...serviceRequest(), subject: { plan_id: 'villa-01' } });
    expect(byPlan.body.kind).toBe('modification_quote');
    expect((await create({ ...serviceRequest(), subject: { plan_id: 'draft-01' } })).status).toBe(404);
  });

  it.each([
    ['another buyer’s order', OTHER, 404],
    ['a visitor naming an order', undefined, 401],
  ])('refuses %s', async (_what, who, status) => {
    await seedOrder();
    const result = await create({ ...serviceRequest(), subject: { order_id: ORDER_ID } }, who);
    expect(result.status).toBe(status);
  });

  it('refuses an attachment S3 does not hold, or holds as another type, with 400', async () => {
    const missing = newId();
    const wrong = newId();
    uploaded(wrong, 'text/html', 1000);
    expect((await create(serviceRequest({ attachments: [{ id: missing, name: 'a.pdf' }] }))).body.message).toBe(
      REQUEST_TEXTS.attachmentMissing,
    );
    expect((await create(serviceRequest({ attachments: [{ id: wrong, name: 'b.pdf' }] }))).body.message).toBe(
      REQUEST_TEXTS.attachmentRefused,
    );
  });

  it('asks a visitor for an email address', async () => {
    const result = await create(serviceRequest({ email: undefined }));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(REQUEST_TEXTS.emailRequired);
  });

  it("mails a visitor a private link stored only as its hash, never echoing the visitor's own words", async () => {
    // Act
    const { id, token } = await visitorRequest();

    // Assess
    const stored = await storedRequest(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.access_token_hashes).toHaveLength(1);
    const mail = mails('request-received')[0] ?? '';
    expect(mail).toMatch(/^To: efua@example\.org\r$/m);
    expect(mail).not.toContain('Supervision of a 3-storey');
    expect(mail).not.toContain('Efua');
  });

  it('stores one request for a retried submission', async () => {
    const body = serviceRequest();
    expect((await create(body)).status).toBe(201);
    expect((await create(body)).status).toBe(201);
    expect(mails('request-received')).toHaveLength(1);
  });

  it('limits visitors per IPv6 /64 and per email address', async () => {
    // Act: five from one /64 (different addresses in it), then a sixth
    for (let i = 1; i <= 5; i += 1) {
      expect(
        (await create(serviceRequest({ email: `v${i}@example.org` }), undefined, `2001:db8:1:2::${i}`)).status,
      ).toBe(201);
    }
    const sixth = await create(serviceRequest({ email: 'v6@example.org' }), undefined, '2001:db8:1:2::99');
    // ...and five to one mailbox from five addresses, then a sixth
    for (let i = 1; i <= 5; i += 1) {
      await create(serviceRequest({ email: 'same@example.org' }), undefined, `203.0.113.${i}`);
    }
    const sameMailbox = await create(serviceRequest({ email: 'same@example.org' }), undefined, '203.0.113.50');

    // Assess
    expect(sixth.status).toBe(429);
    expect(sameMailbox.status).toBe(429);
  });
});

describe('the thread', { timeout: 20_000 }, () => {
  it('lets the requester and staff read it, and answers anyone else as for a missing request', async () => {
    await seedOrder();
    const id = newId();
    await create({ ...serviceRequest({ submission_id: id }), subject: { order_id: ORDER_ID } }, BUYER);

    expect((await read(id, BUYER)).status).toBe(200);
    expect((await read(id, ADMIN)).body.staff_view).toBe(true);
    expect((await read(id, OTHER)).status).toBe(404);
    expect((await read(id)).status).toBe(404);
    expect((await read(id, undefined, 'A'.repeat(43))).status).toBe(404);
  });

  it('hides internal notes (and their files) from the requester, and mails them nothing for a note', async () => {
    // Prepare
    const { id, token } = await visitorRequest();
    const noteFile = newId();
    uploaded(noteFile, 'image/png', 2000);

    // Act
    const note = await staffWrite(id, {
      text: 'Client seems price-sensitive',
      internal: true,
      attachments: [{ id: noteFile, name: 'x.png' }],
    });

    // Assess
    expect(note.status).toBe(200);
    const seen = await read(id, undefined, token);
    expect(JSON.stringify(seen.body)).not.toContain('price-sensitive');
    expect(mails('request-reply')).toHaveLength(0);
    const link = (who?: SignedInAs, t?: string) =>
      optional(
        attachmentHandler,
        {
          method: 'GET',
          route: '/api/requests/{id}/attachments/{attachmentId}',
          params: { id, attachmentId: noteFile },
          query: t ? { token: t } : {},
        },
        who,
      );
    expect((await link(undefined, token)).status).toBe(404);
    const staffLink = await link(ADMIN);
    expect(staffLink.status).toBe(200);
    expect(staffLink.body.url).toContain('X-Amz-Expires=600');
    expect((await storedRequest(id)).first_reply_at).toBeUndefined();
  });

  it("staff's reply stamps the first reply once, moves a new request to review and mails a link that works", async () => {
    // Prepare
    const { id } = await visitorRequest();

    // Act
    expect((await staffWrite(id, { text: 'We can start in June. <script>x</script>', internal: false })).status).toBe(
      200,
    );
    const first = (await storedRequest(id)).first_reply_at;
    await staffWrite(id, { text: 'A second reply', internal: false });

    // Assess
    const stored = await storedRequest(id);
    expect(stored.first_reply_at).toBe(first);
    expect(stored.state).toBe('in_review');
    expect(stored.gsi3pk).toBe('REQUESTS#in_review');
    const replyMail = mails('request-reply')[0] ?? '';
    expect(replyMail).toContain('&lt;script&gt;');
    const newToken = tokenIn(replyMail) ?? '';
    const thread = await read(id, undefined, newToken);
    expect(thread.status).toBe(200);
    expect(thread.body.first_reply_seconds).toBeGreaterThanOrEqual(0);
  });

  it('lets the visitor reply through the link, tells staff, and refuses staff on the requester’s route', async () => {
    const { id, token } = await visitorRequest();

    const reply = await write(id, { text: 'Thank you, June suits me' }, undefined, token);
    expect(reply.status).toBe(200);
    expect(messagesOf(reply).map((m: { text: string }) => m.text)).toContain('Thank you, June suits me');
    expect(mails('request-message-staff')).toHaveLength(1);
    expect((await write(id, { text: 'Staff here' }, ADMIN)).status).toBe(404);
    expect((await write(id, { text: 'Guessing' }, OTHER)).status).toBe(404);
  });

  it('refuses a message on a closed request with 409', async () => {
    const { id, token } = await visitorRequest();
    expect((await update(id, { state: 'closed' })).status).toBe(200);
    const result = await write(id, { text: 'One more thing' }, undefined, token);
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(REQUEST_TEXTS.closed);
  });
});

describe('the staff desk', { timeout: 20_000 }, () => {
  it('assigns to oneself, and refuses to assign to someone who is not staff', async () => {
    const { id } = await visitorRequest();
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: 'buyer-2', UserAttributes: [{ Name: 'sub', Value: 'buyer-2' }] });
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [] });

    const mine = await update(id, { assignee: 'me' });
    expect(mine.status).toBe(200);
    expect(mine.body.request).toMatchObject({ assignee_sub: ADMIN.sub, assignee_email: ADMIN.email });
    const stranger = await update(id, { assignee: 'buyer-2' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(REQUEST_TEXTS.assigneeNotStaff);
  });

  it('declines only with a reason, shows the move in the thread and mails it', async () => {
    const { id, token } = await visitorRequest();

    expect((await update(id, { state: 'declined' })).status).toBe(400);
    const declined = await update(id, { state: 'declined', reason: 'We do not work in that region' });

    expect(declined.status).toBe(200);
    expect(declined.body.request).toMatchObject({ state: 'declined', decline_reason: 'We do not work in that region' });
    const seen = await read(id, undefined, token);
    expect(messagesOf(seen).at(-1)?.state_change).toEqual({
      from: 'new',
      to: 'declined',
      reason: 'We do not work in that region',
    });
    expect(mails('request-state')[0]).toContain('We do not work in that region');
  });

  it('refuses quote states (their own routes) and moves the arrows do not allow', async () => {
    const { id } = await visitorRequest();
    expect((await update(id, { state: 'quoted' })).status).toBe(400);
    expect((await update(id, { state: 'in_progress' })).status).toBe(409);
  });

  it('filters by state, kind, service, assignee and age, and refuses buyers', async () => {
    const a = await visitorRequest();
    await visitorRequest();
    await update(a.id, { assignee: 'me' });

    expect((await desk()).body.requests).toHaveLength(2);
    const mine = (await desk({ assignee: 'me' })).body as { requests: { id: string }[] };
    expect(mine.requests.map((r) => r.id)).toEqual([a.id]);
    expect((await desk({ assignee: 'none' })).body.requests).toHaveLength(1);
    expect((await desk({ kind: 'customization' })).body.requests).toHaveLength(0);
    expect((await desk({ service: 'construction_supervision', state: 'new' })).body.requests).toHaveLength(2);
    expect((await desk({ older_than_days: '1' })).body.requests).toHaveLength(0);
    expect((await desk({}, BUYER)).status).toBe(403);
  });

  it('counts requests by kind with the median time to first reply', async () => {
    await seedOrder();
    const a = await visitorRequest();
    await visitorRequest();
    await create({ ...serviceRequest(), subject: { order_id: ORDER_ID } }, BUYER);
    await staffWrite(a.id, { text: 'Hello', internal: false });
    const today = new Date().toISOString().slice(0, 10);

    const result = await callAs(analyticsHandler, {
      method: 'GET',
      route: '/api/admin/requests/analytics',
      query: { from: today, to: today },
      as: ADMIN,
    });

    expect(result.body).toMatchObject({
      total: 3,
      by_kind: { customization: 1, modification_quote: 0, service: 2 },
      replied: 1,
    });
    expect(result.body.median_first_reply_seconds).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/admin/requests/analytics', { timeout: 20_000 }, () => {
  it.each([
    ['a reversed period', '2026-11-28', '2026-11-01'],
    ['an impossible date', '2026-13-45', '2026-11-28'],
  ])('refuses %s with 400', async (_what, fromDay, toDay) => {
    const result = await callAs(analyticsHandler, {
      method: 'GET',
      route: '/api/admin/requests/analytics',
      query: { from: fromDay, to: toDay },
      as: ADMIN,
    });
    expect(result.status).toBe(400);
  });
});

describe('GET /api/requests', { timeout: 20_000 }, () => {
  it("lists only the caller's own requests", async () => {
    await seedOrder();
    await create({ ...serviceRequest(), subject: { order_id: ORDER_ID } }, BUYER);
    await visitorRequest();
    const own = await callAs(ownHandler, { method: 'GET', route: '/api/requests', as: BUYER });
    const others = await callAs(ownHandler, { method: 'GET', route: '/api/requests', as: OTHER });
    expect(own.body.requests).toHaveLength(1);
    expect(others.body.requests).toHaveLength(0);
  });
});

describe('the contact form', { timeout: 20_000 }, () => {
  it.each([
    ['custom', 'custom_design', 'en'],
    ['consultation', 'consultation', 'fr'],
  ] as const)(
    'opens a service request for a "%s" message, in the page language',
    async (planType, service, language) => {
      // Prepare
      vi.stubEnv('CONTACT_EMAIL', 'desk@example.com');
      const submissionId = newId();

      // Act
      const result = await callAs(contactHandler, {
        method: 'POST',
        route: '/api/contact',
        headers: from('198.51.100.9'),
        body: {
          name: 'Kwame Visitor',
          email: 'kwame@example.org',
          subject: 'A house on my land',
          message: 'I need a design for a 4-bedroom house',
          planType,
          submissionId,
          language,
        },
      });

      // Assess
      expect(result.status).toBe(200);
      const stored = await storedRequest(submissionId);
      expect(stored).toMatchObject({ kind: 'service', service, language, requester_email: 'kwame@example.org' });
      const token = tokenIn(mails('request-received')[0]) ?? '';
      const thread = await read(submissionId, undefined, token);
      expect(messagesOf(thread)[0].text).toContain('I need a design for a 4-bedroom house');
      expect(mails('request-received')[0]).toContain(language === 'fr' ? '/fr/requests/' : '/requests/');
    },
  );

  it('opens none for a villa question', async () => {
    const submissionId = newId();
    await callAs(contactHandler, {
      method: 'POST',
      route: '/api/contact',
      body: { name: 'A', email: 'a@example.org', subject: 'Villa', message: 'Price?', planType: 'villa', submissionId },
    });
    expect(await storedRequest(submissionId)).toEqual({});
  });
});

describe('GET /api/admin/requests at the size of a busy year', { timeout: 60_000 }, () => {
  /** 350 requests a minute apart, every seventh a customization, written straight to the table. */
  async function manyRequests(count: number) {
    const requests = requestsRepository(engine.db, table);
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const at = new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString();
      const id = `req-${String(i).padStart(4, '0')}`;
      ids.push(id);
      await requests.create({
        id,
        kind: i % 7 === 0 ? 'customization' : 'service',
        state: 'new',
        requester_sub: null,
        requester_email: `visitor${i}@example.org`,
        requester_name: `Visitor ${i}`,
        phone: null,
        whatsapp: null,
        order_id: null,
        plan_id: null,
        plan_title: null,
        service: i % 7 === 0 ? null : 'construction_supervision',
        language: 'en',
        details: {},
        created_at: at,
        updated_at: at,
        first_reply_at: null,
        decline_reason: null,
        assignee_sub: null,
        assignee_email: null,
      });
    }
    return ids.reverse();
  }

  /** Every page the desk gives for a filter, following next_cursor to the end. */
  async function allPages(query: Record<string, string>) {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await desk(cursor ? { ...query, cursor } : query);
      expect(page.status).toBe(200);
      const body = page.body as { requests: { id: string }[]; next_cursor: string | null };
      seen.push(...body.requests.map((request) => request.id));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { seen, pages };
  }

  it('pages through every request, newest first, and a filter reaches the oldest matches', async () => {
    const newestFirst = await manyRequests(350);

    const all = await allPages({});
    expect(all.seen).toEqual(newestFirst);
    expect(all.pages).toBe(4);

    const customizations = await allPages({ kind: 'customization' });
    expect(customizations.seen).toEqual(newestFirst.filter((id) => Number(id.slice(4)) % 7 === 0));
    // The oldest customization is beyond the 300 newest requests.
    expect(customizations.seen.at(-1)).toBe('req-0000');
  });

  it('refuses a cursor it did not give with 400', async () => {
    const answer = await desk({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('cursor is not one this list gave');
  });
});
