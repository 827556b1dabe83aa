import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { plainPng, settledPicture } from '../support/pictures.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let clients: EmulatorClients;
let call: ApiCall;
const tokens: Record<'user' | 'admin' | 'super_admin', string> = { user: '', admin: '', super_admin: '' };

beforeAll(async () => {
  shop = await startTestStack();
  call = apiCaller(shop.api);
  const { urls } = shop.stack;
  clients = emulatorClients({ dynamodb: urls.dynamodb, s3: urls.s3, cognito: urls.cognito });
  tokens.user = await shop.signIn('user');
  tokens.admin = await shop.signIn('admin');
  tokens.super_admin = await shop.signIn('super_admin');
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

interface Presigned {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Sends a file the way the browser does: the policy's fields, then the file, as multipart form data. */
async function postToS3(upload: Presigned, content: Uint8Array<ArrayBuffer>, type: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([content], { type }), upload.key.split('/').pop());
  const response = await fetch(upload.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('an admin runs the catalogue on the offline stack', () => {
  it('creates a plan, uploads its image and a PDF straight to S3, features it, then deletes it with its files', async () => {
    // Create: title alone, the form's defaults fill the rest.
    const created = await call('POST', '/api/plans', tokens.admin, {
      title: 'Integration Test Duplex',
      plan_type: 'duplex',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ bedrooms: 3, basic_price: 199.99, featured: false, status: 'active' });
    expect((await call('GET', `/api/plans/${id}`)).body.title).toBe('Integration Test Duplex');

    // Upload a main image and a basic-tier PDF with presigned POSTs.
    const picture = await plainPng(1200, 900);
    const image = await call('POST', '/api/upload/image', tokens.admin, {
      id,
      contentType: 'image/png',
      size: picture.length,
    });
    const files = await call('POST', '/api/upload/plan-files', tokens.admin, {
      id,
      tier: 'basic',
      files: [{ name: 'Ground floor.pdf', size: PDF.length }],
    });
    expect(image.status).toBe(200);
    expect(files.status).toBe(200);
    const pdfUpload = (files.body.uploads as Presigned[])[0] as Presigned;
    expect(await postToS3(image.body as unknown as Presigned, new Uint8Array(picture), 'image/png')).toBeLessThan(300);
    expect(await postToS3(pdfUpload, PDF, 'application/pdf')).toBeLessThan(300);
    const stored = await clients.s3.send(
      new GetObjectCommand({ Bucket: shop.stack.buckets.planFiles, Key: pdfUpload.key }),
    );
    expect(await stored.Body?.transformToString()).toContain('%PDF-1.4');
    expect(stored.ContentType).toBe('application/pdf');
    // A stored plan file is never offered for overwriting: buyers may have it.
    const again = await call('POST', '/api/upload/plan-files', tokens.admin, {
      id,
      tier: 'basic',
      files: [{ name: 'Ground floor.pdf', size: PDF.length }],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('"Ground floor.pdf" is already stored');

    // The picture Lambda makes its variants (the admin screens wait for this before saving).
    expect((await settledPicture(call, tokens.admin, image.body.publicUrl as string)).body.status).toBe('ready');

    // Attach the uploads and feature the plan: it leads the featured list.
    const updated = await call('PUT', `/api/plans/${id}`, tokens.admin, {
      image_url: image.body.publicUrl,
      plan_files: { basic: [pdfUpload.key], standard: [], premium: [] },
      featured: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ featured: true, image_url: image.body.publicUrl });
    const featured = await call('GET', '/api/plans?featured=true&limit=50');
    expect((featured.body.plans as { id: string }[])[0]?.id).toBe(id);
    // The public never sees file keys.
    expect(JSON.stringify(featured.body)).not.toContain(pdfUpload.key);

    // A bad change is refused and changes nothing.
    const refused = await call('PUT', `/api/plans/${id}`, tokens.admin, { bedrooms: 0, basic_price: -1 });
    expect(refused.status).toBe(400);
    expect((await call('GET', `/api/plans/${id}`)).body.bedrooms).toBe(3);

    // Delete: gone from the shop, and (never sold) its files too.
    const deleted = await call('DELETE', `/api/plans/${id}`, tokens.admin);
    expect(deleted.body).toMatchObject({ message: 'Plan deleted successfully', filesRemoved: true });
    expect((await call('GET', `/api/plans/${id}`)).status).toBe(404);
    await expect(
      clients.s3.send(new HeadObjectCommand({ Bucket: shop.stack.buckets.planFiles, Key: pdfUpload.key })),
    ).rejects.toThrow();
  });

  it('refuses to attach a program renamed .pdf, and a 60 MB file is refused before any upload', async () => {
    const created = await call('POST', '/api/plans', tokens.admin, { title: 'Renamed program test' });
    const id = created.body.id as string;
    const files = await call('POST', '/api/upload/plan-files', tokens.admin, {
      id,
      tier: 'premium',
      files: [{ name: 'setup.pdf', size: 64 }],
    });
    const upload = (files.body.uploads as Presigned[])[0] as Presigned;
    await postToS3(
      upload,
      new TextEncoder().encode('MZ\u0090\u0000This program cannot be run in DOS mode'),
      'application/pdf',
    );

    const attached = await call('PUT', `/api/plans/${id}`, tokens.admin, {
      plan_files: { basic: [], standard: [], premium: [upload.key] },
    });
    const huge = await call('POST', '/api/upload/plan-files', tokens.admin, {
      id,
      tier: 'basic',
      files: [{ name: 'big.pdf', size: 60 * 1024 * 1024 }],
    });

    expect(attached.status).toBe(400);
    expect(attached.body.fields).toEqual({
      'plan_files.premium.0': 'setup.pdf is not the kind of file its name says; upload the real file',
    });
    const stored = await clients.documents.send(
      new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `PLAN#${id}`, sk: 'PLAN' } }),
    );
    expect(stored.Item?.plan_files).toEqual({ basic: [], standard: [], premium: [] });
    expect(huge.status).toBe(400);
    await call('DELETE', `/api/plans/${id}`, tokens.admin);
  });

  it('removes an uploaded file with DELETE /api/upload/delete, and refuses paths outside the upload folders', async () => {
    const image = await call('POST', '/api/upload/image', tokens.admin, {
      folder: 'portfolio',
      contentType: 'image/png',
      size: PNG.length,
    });
    await postToS3(image.body as unknown as Presigned, PNG, 'image/png');

    const removed = await call('DELETE', '/api/upload/delete', tokens.admin, { filePath: image.body.publicUrl });
    const outside = await call('DELETE', '/api/upload/delete', tokens.admin, { filePath: '/images/avatars/x/y.png' });

    expect(removed.body).toMatchObject({ message: 'File removed successfully' });
    await expect(
      clients.s3.send(new HeadObjectCommand({ Bucket: shop.stack.buckets.images, Key: image.body.key as string })),
    ).rejects.toThrow();
    expect(outside.status).toBe(400);
  });

  it('refuses a buyer every admin write (403)', async () => {
    const plan = await call('POST', '/api/plans', tokens.user, { title: 'Mine' });
    const settings = await call('PUT', '/api/settings', tokens.user, { online_payments_enabled: false });

    expect([plan.status, settings.status]).toEqual([403, 403]);
  });
});

describe('users and roles against cognito-local', () => {
  async function signInAs(email: string, password: string): Promise<string> {
    const { AuthenticationResult } = await clients.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: shop.stack.info.cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return AuthenticationResult?.IdToken ?? '';
  }

  it('invites a user, lets only a super admin change roles, never your own, and never the last super admin', async () => {
    // Invite: the account exists in Cognito, waiting for its temporary password to be changed.
    const invited = await call('POST', '/api/users/invite', tokens.super_admin, {
      email: 'yaa.invited@example.com',
      role: 'user',
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'yaa.invited@example.com',
      role: 'user',
      status: 'invited',
      enabled: true,
    });
    const yaa = invited.body.id as string;
    const again = await call('POST', '/api/users/invite', tokens.super_admin, { email: 'yaa.invited@example.com' });
    expect(again.status).toBe(409);

    // A plain admin may not grant staff roles; nobody may change their own.
    expect((await call('PUT', `/api/users/${yaa}/role`, tokens.admin, { role: 'admin' })).status).toBe(403);
    const superAdminId = JSON.parse(
      Buffer.from(tokens.super_admin.split('.')[1] as string, 'base64url').toString(),
    ).sub;
    expect((await call('PUT', `/api/users/${superAdminId}/role`, tokens.super_admin, { role: 'user' })).status).toBe(
      403,
    );
    expect((await call('PUT', `/api/users/${yaa}/role`, tokens.super_admin, { role: 'owner' })).status).toBe(400);

    // The super admin makes Yaa a super admin; the list shows it.
    const promoted = await call('PUT', `/api/users/${yaa}/role`, tokens.super_admin, { role: 'super_admin' });
    expect(promoted.body).toMatchObject({ id: yaa, role: 'super_admin' });
    const listed = await call('GET', '/api/users?role=super_admin', tokens.admin);
    expect((listed.body.users as { id: string }[]).map((u) => u.id).sort()).toEqual([superAdminId, yaa].sort());

    // Yaa signs in (password set for the test), then is demoted by the original super admin...
    await clients.cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: shop.stack.info.cognito.userPoolId,
        Username: yaa,
        Password: 'Passw0rd!yaa',
        Permanent: true,
      }),
    );
    const yaaToken = await signInAs('yaa.invited@example.com', 'Passw0rd!yaa');
    expect((await call('PUT', `/api/users/${yaa}/role`, tokens.super_admin, { role: 'user' })).body.role).toBe('user');
    // ...and her still-valid token no longer opens staff routes: she cannot demote the one super admin left.
    const lastOne = await call('PUT', `/api/users/${superAdminId}/role`, yaaToken, { role: 'admin' });
    expect(lastOne.status).toBe(401);
    expect(lastOne.body.message).toBe('Your access has changed. Please sign in again.');

    // Disable and enable: the list shows the real status.
    expect((await call('PUT', `/api/users/${yaa}/status`, tokens.admin, { enabled: false })).body.enabled).toBe(false);
    const everyone = await call('GET', '/api/users?q=yaa.invited', tokens.admin);
    expect(everyone.body.users).toEqual([expect.objectContaining({ id: yaa, enabled: false, role: 'user' })]);
    // cognito-local records the flag but still lets a disabled user sign in (Cognito on AWS refuses).
    const inPool = await clients.cognito.send(
      new AdminGetUserCommand({ UserPoolId: shop.stack.info.cognito.userPoolId, Username: yaa }),
    );
    expect(inPool.Enabled).toBe(false);
    expect((await call('PUT', `/api/users/${yaa}/status`, tokens.admin, { enabled: true })).body.enabled).toBe(true);
  });
});

describe('settings, portfolio, ads and the audit trail', () => {
  it('saves settings that the shop reads back, public part for visitors, all of it for staff', async () => {
    expect((await call('GET', '/api/settings')).body.online_payments_enabled).toBe(true);

    const saved = await call('PUT', '/api/settings', tokens.admin, {
      site_name: 'Tema Plans Test',
      online_payments_enabled: false,
    });
    const publicView = await call('GET', '/api/settings');
    const staffView = await call('GET', '/api/admin/settings', tokens.admin);

    expect(saved.status).toBe(200);
    expect(publicView.body).toMatchObject({
      site_name: 'Tema Plans Test',
      online_payments_enabled: false,
      default_currency: 'GHS',
    });
    expect(publicView.body).not.toHaveProperty('notify_new_orders');
    expect(staffView.body).toMatchObject({
      site_name: 'Tema Plans Test',
      notify_new_orders: true,
      updated_by: 'admin@example.com',
    });
    await call('PUT', '/api/settings', tokens.admin, { online_payments_enabled: true });
  });

  it('creates, shows and deletes a portfolio project', async () => {
    const created = await call('POST', '/api/portfolio', tokens.admin, {
      title: 'Community 25 Villa',
      category: 'Villa',
    });
    const shown = await call('GET', `/api/portfolio/${created.body.id}`);
    const deleted = await call('DELETE', `/api/portfolio/${created.body.id}`, tokens.admin);

    expect(created.status).toBe(201);
    expect(shown.body).toMatchObject({ title: 'Community 25 Villa', status: 'in-progress' });
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/api/portfolio/${created.body.id}`)).status).toBe(404);
  });

  it('creates an ad, switches it off, and refuses priority 101 and an end before the start', async () => {
    const created = await call('POST', '/api/ads', tokens.admin, { title: 'Test banner', priority: 50 });
    const off = await call('PUT', `/api/ads/${created.body.id}`, tokens.admin, { is_active: false });
    const listed = await call('GET', '/api/admin/ads', tokens.admin);
    const priority = await call('POST', '/api/ads', tokens.admin, { title: 'Bad', priority: 101 });
    const dates = await call('POST', '/api/ads', tokens.admin, {
      title: 'Bad',
      start_date: '2026-12-10',
      end_date: '2026-12-01',
    });

    expect(created.status).toBe(201);
    expect(off.body.is_active).toBe(false);
    expect(
      (listed.body.ads as { id: string; is_active: boolean }[]).find((ad) => ad.id === created.body.id)?.is_active,
    ).toBe(false);
    expect([priority.status, dates.status]).toEqual([400, 400]);
  });

  it('lists the admin changes newest first, with who made them (changes this test makes itself)', async () => {
    // Prepare: one change of each kind, so the test reads only what it wrote
    const plan = await call('POST', '/api/plans', tokens.admin, { title: 'Audited plan' });
    const planId = plan.body.id as string;
    expect((await call('PUT', `/api/plans/${planId}`, tokens.admin, { bedrooms: 4 })).status).toBe(200);
    expect((await call('DELETE', `/api/plans/${planId}`, tokens.admin)).status).toBe(200);
    expect((await call('PUT', '/api/settings', tokens.admin, { site_name: 'Audited name' })).status).toBe(200);
    const ad = await call('POST', '/api/ads', tokens.admin, { title: 'Audited banner' });
    const adId = ad.body.id as string;
    expect((await call('PUT', `/api/ads/${adId}`, tokens.admin, { is_active: false })).status).toBe(200);
    const invited = await call('POST', '/api/users/invite', tokens.super_admin, { email: 'audited.staff@example.com' });
    const staffId = invited.body.id as string;
    expect((await call('PUT', `/api/users/${staffId}/role`, tokens.super_admin, { role: 'admin' })).status).toBe(200);

    // Act
    const activity = await call('GET', '/api/admin/activity?limit=100', tokens.admin);

    // Assess
    expect(activity.status).toBe(200);
    const events = activity.body.events as { action: string; actor_email: string; at: string; target_id: string }[];
    const made = (action: string, target: string) => events.find((e) => e.action === action && e.target_id === target);
    for (const action of ['plan.create', 'plan.update', 'plan.delete']) expect(made(action, planId)).toBeDefined();
    expect(made('ad.deactivate', adId)).toBeDefined();
    expect(events.some((event) => event.action === 'settings.update')).toBe(true);
    expect(made('user.role', staffId)?.actor_email).toBe('superadmin@example.com');
    expect(made('plan.create', planId)?.actor_email).toBe('admin@example.com');
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort().reverse());
  });
});
