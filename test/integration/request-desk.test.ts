import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestList, RequestThread, RequestUpload } from '@shop/shared/requests/request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { readableMail } from '../support/mail-text.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { TINY_PDF } from '../support/sample-files.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * The request desk against the offline stack: a visitor's service request with a file uploaded straight to S3,
 * the staff desk, mails written to files, and the visitor's private link.
 */

let shop: TestStack;
let call: ApiCall;
let adminToken = '';
let buyerToken = '';
const VISITOR = 'esi.visitor@example.org';

/** The mails of one kind sent to one address, as the person reads them. */
async function mailsTo(address: string, kind: string) {
  const dir = mailDirOf(shop);
  const names = (await readdir(dir)).filter((name) => name.includes(`-${kind}-`)).sort();
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return mails.filter((eml) => eml.includes(`To: ${address}`)).map(readableMail);
}
const linkIn = (text: string | undefined) =>
  /https?:\/\/\S+\/requests\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/.exec(text ?? '');

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  adminToken = await shop.signIn('admin');
  buyerToken = await shop.signIn('user');
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('a visitor’s service request', { timeout: 60_000 }, () => {
  it('reaches the desk with its file, staff reply, the visitor is mailed and replies through the link; others are refused', async () => {
    // Prepare: the visitor uploads a sketch straight to S3 through a presigned POST
    const upload = await call<RequestUpload>('POST', '/api/requests/uploads', undefined, {
      content_type: 'application/pdf',
      size: TINY_PDF.length,
    });
    expect(upload.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.body.fields)) form.append(name, value);
    form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }));
    expect((await fetch(upload.body.url, { method: 'POST', body: form })).ok).toBe(true);

    // Act: the request, without an account
    const id = randomUUID();
    const created = await call('POST', '/api/requests', undefined, {
      submission_id: id,
      subject: { service: 'project_management' },
      message: 'Managing the build of a 5-bedroom house in Tema',
      name: 'Esi Visitor',
      email: VISITOR,
      details: { location: 'Tema', project_size: '5 bedrooms', timeline: 'within_6_months' },
      attachments: [{ id: upload.body.id, name: 'sketch.pdf' }],
    });
    expect(created.status).toBe(201);

    // It reaches the desk
    const desk = await call<RequestList>('GET', '/api/admin/requests?kind=service&state=new', adminToken);
    expect(desk.body.requests.map((r) => r.id)).toContain(id);
    const staffThread = await call<RequestThread>('GET', `/api/requests/${id}`, adminToken);
    const file = staffThread.body.messages[0]?.attachments[0];
    expect(file).toMatchObject({ name: 'sketch.pdf', content_type: 'application/pdf', size: TINY_PDF.length });
    const staffLink = await call<{ url: string }>('GET', `/api/requests/${id}/attachments/${file?.id}`, adminToken);
    expect(Buffer.from(await (await fetch(staffLink.body.url)).arrayBuffer()).equals(TINY_PDF)).toBe(true);

    // Staff reply; the visitor is mailed a link to the thread
    const reply = await call('POST', `/api/admin/requests/${id}/messages`, adminToken, {
      text: 'Happy to help: can we visit the plot on Monday?',
      internal: false,
    });
    expect(reply.status).toBe(200);
    const mails = await mailsTo(VISITOR, 'request-reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Happy to help: can we visit the plot on Monday?');
    const link = linkIn(mails[0]?.text);
    expect(link?.[1]).toBe(id);
    const token = link?.[2] ?? '';

    // The visitor reads and replies through the link, file link included
    const seen = await call<RequestThread>('GET', `/api/requests/${id}?token=${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body.messages.map((m) => m.text)).toContain('Happy to help: can we visit the plot on Monday?');
    const answer = await call('POST', `/api/requests/${id}/messages?token=${token}`, undefined, {
      text: 'Monday at 10 suits me',
    });
    expect(answer.status).toBe(200);
    const notices = await mailsTo('', 'request-message-staff');
    expect(notices.some((mail) => mail.text.includes('Monday at 10 suits me'))).toBe(true);
    expect((await call('GET', `/api/requests/${id}/attachments/${file?.id}?token=${token}`)).status).toBe(200);

    // Assess: another signed-in user and a stranger are answered as for a missing request; buyers never reach the desk
    expect((await call('GET', `/api/requests/${id}`, buyerToken)).status).toBe(404);
    expect((await call('GET', `/api/requests/${id}`)).status).toBe(404);
    expect((await call('POST', `/api/requests/${id}/messages`, buyerToken, { text: 'Not mine' })).status).toBe(404);
    expect((await call('GET', `/api/requests/${id}/attachments/${file?.id}`, buyerToken)).status).toBe(404);
    expect((await call('GET', '/api/admin/requests', buyerToken)).status).toBe(403);
    expect(
      (await call('POST', `/api/admin/requests/${id}/messages`, buyerToken, { text: 'x', internal: true })).status,
    ).toBe(403);
    const own = await call<RequestList>('GET', '/api/requests', buyerToken);
    expect(own.body.requests.map((r) => r.id)).not.toContain(id);
  });
});
