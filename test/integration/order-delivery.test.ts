import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveredFile, DownloadInfo } from '@shop/shared/orders/downloads';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { generatedDrawingSet } from '../support/generated-pdf.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { pdfInfo, pdfPageTexts } from '../support/pdf-text.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

let shop: TestStack;
let clients: EmulatorClients;
let call: ApiCall;
let buyerToken = '';
let planId = '';

const MB = 1024 * 1024;
const BUYER = { email: 'efua.owusu@example.com', password: 'Efua!plans2026x' };

async function putPlanFile(key: string, body: Uint8Array, contentType: string) {
  await clients.s3.send(
    new PutObjectCommand({ Bucket: shop.stack.buckets.planFiles, Key: key, Body: body, ContentType: contentType }),
  );
}

async function setPlanFiles(files: { basic: string[]; standard: string[]; premium: string[] }) {
  await clients.documents.send(
    new UpdateCommand({
      TableName: shop.stack.tableName,
      Key: { pk: `PLAN#${planId}`, sk: 'PLAN' },
      UpdateExpression: 'SET plan_files = :files',
      ExpressionAttributeValues: { ':files': files },
    }),
  );
}

/** A completed Premium order of the plan, paid by card on the stand-in. */
async function buyPremium(token = buyerToken, email = BUYER.email): Promise<string> {
  const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', token, {
    email,
    planId,
    packageType: 'premium',
  });
  await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, { outcome: 'success', channel: 'card' });
  await call('GET', `/api/payments/verify/${started.body.reference}`, token);
  return started.body.orderId;
}

/** The mails the stack wrote of a kind to an address (.local/mail offline). */
async function mailsTo(kind: string, to: string): Promise<string[]> {
  const dir = join(shop.stack.dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes(`-${kind}-${to}`));
  return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
}

/** The download page's data once the order's delivery is made (the page polls the same way). */
async function readyDownload(orderId: string, timeoutMs: number, token = buyerToken): Promise<DownloadInfo> {
  let info: DownloadInfo | undefined;
  await waitUntil(async () => {
    const answer = await call<DownloadInfo>('GET', `/api/downloads/${orderId}`, token);
    expect(answer.status).toBe(200);
    info = answer.body;
    return info.status === 'ready';
  }, timeoutMs);
  return info as DownloadInfo;
}

/** Where the file route sends the buyer for one file of an order (asked for the link, as the page asks for the ZIP). */
async function linkTo(orderId: string, file: { path: string }, token = buyerToken): Promise<string> {
  const query = `filePath=${encodeURIComponent(file.path)}&answer=link`;
  const answer = await call<{ location: string }>('GET', `/api/downloads/${orderId}/file?${query}`, token);
  expect(answer.status).toBe(200);
  return answer.body.location;
}

/** A file as the buyer gets it: through the file route (which checks the order and counts), then from S3. */
async function fetched(orderId: string, file: { path: string }, token = buyerToken): Promise<Uint8Array> {
  const response = await fetch(await linkTo(orderId, file, token));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  clients = emulatorClients(shop.stack.urls);
  buyerToken = await shop.signUp(BUYER.email, BUYER.password);
  const sub = JSON.parse(Buffer.from(buyerToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;
  const named = await call('PUT', `/api/profiles/${sub}`, buyerToken, { first_name: 'Efua', last_name: 'Owusu' });
  expect(named.status).toBe(200);
  const list = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
  planId = list.body.plans[0]?.id ?? '';
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

describe('an order delivered from the server (stamped PDFs, licence certificate, ZIP)', () => {
  it('delivers a 150 MB Premium order: two 50 MB drawing sets stamped, a 50 MB archive as uploaded, one ZIP', async () => {
    // Prepare: two 50 MB drawing sets and a 50 MB archive of noise (nothing to compress) as the plan's files
    const { bytes: drawings, pages } = await generatedDrawingSet(50 * MB, 'Large set');
    const archive = randomBytes(50 * MB);
    const keys = {
      basic: [`plans/${planId}/basic/large-drawings.pdf`],
      standard: [`plans/${planId}/standard/large-details.pdf`],
      premium: [`plans/${planId}/premium/large-archive.zip`],
    };
    await putPlanFile(keys.basic[0] as string, drawings, 'application/pdf');
    await putPlanFile(keys.standard[0] as string, drawings, 'application/pdf');
    await putPlanFile(keys.premium[0] as string, archive, 'application/zip');
    await setPlanFiles(keys);

    // Act
    const orderId = await buyPremium();
    const started = Date.now();
    const info = await readyDownload(orderId, 180_000);
    const deliveredInMs = Date.now() - started;

    // Assess: every listed PDF is the buyer's stamped copy, the archive is the file as uploaded
    console.log(`150 MB order delivered in ${deliveredInMs} ms (offline stack, s3rver)`);
    expect(info.files.map((file) => file.name).sort()).toEqual([
      'large-archive.zip',
      'large-details.pdf',
      'large-drawings.pdf',
    ]);
    // The sequential invoice number given when the payment was settled (decision 0046).
    const invoice = (await call<{ invoice_number: string }>('GET', `/api/orders/${orderId}`, buyerToken)).body
      .invoice_number;
    expect(invoice).toMatch(/^INV-\d{4}-\d{6}$/);
    const stamped = await fetched(
      orderId,
      info.files.find((file) => file.name === 'large-drawings.pdf') as { path: string },
    );
    const sheets = await pdfPageTexts(stamped);
    expect(sheets).toHaveLength(pages);
    for (const sheet of sheets) expect(sheet).toContain(`Licensed to Efua Owusu (${BUYER.email}) - Order ${invoice}`);
    expect(String((await pdfInfo(stamped)).Subject)).toContain('Licensed to Efua Owusu');
    expect(
      Buffer.from(
        await fetched(orderId, info.files.find((file) => file.name === 'large-archive.zip') as { path: string }),
      ).equals(archive),
    ).toBe(true);

    // The ZIP: its link lives until the window closes; the certificate at the top, the files in tier folders
    const zip = info.zip as DeliveredFile;
    const expiresIn = Number(new URL(await linkTo(orderId, zip)).searchParams.get('X-Amz-Expires'));
    expect(expiresIn).toBeGreaterThan(7 * 86_400 - 120);
    const archiveZip = await JSZip.loadAsync(await fetched(orderId, zip));
    expect(Object.keys(archiveZip.files).sort()).toEqual([
      'Basic/large-drawings.pdf',
      `Licence-Certificate-${invoice}.pdf`,
      'Premium/large-archive.zip',
      'Standard/large-details.pdf',
    ]);
    const zippedArchive = await archiveZip.file('Premium/large-archive.zip')?.async('nodebuffer');
    expect(zippedArchive?.equals(archive)).toBe(true);
    const zippedDetails = await archiveZip.file('Standard/large-details.pdf')?.async('uint8array');
    expect((await pdfPageTexts(zippedDetails as Uint8Array))[0]).toContain(`Order ${invoice}`);
  }, 300_000);

  it('lists a certificate naming the buyer and order, and counts the ZIP as every file downloaded', async () => {
    // Prepare: a small order of the seeded kind
    await setPlanFiles({
      basic: [`plans/${planId}/basic/small.pdf`],
      standard: [],
      premium: [`plans/${planId}/premium/small.dxf`],
    });
    await putPlanFile(`plans/${planId}/basic/small.pdf`, (await generatedDrawingSet(1)).bytes, 'application/pdf');
    await putPlanFile(`plans/${planId}/premium/small.dxf`, new TextEncoder().encode('0\nEOF\n'), 'image/vnd.dxf');
    const orderId = await buyPremium();

    // Act
    const info = await readyDownload(orderId, 30_000);
    const certificate = info.certificate as DeliveredFile;
    const certificateText = (await pdfPageTexts(await fetched(orderId, certificate)))[0] ?? '';
    const viaRoute = await call(
      'GET',
      `/api/downloads/${orderId}/file?filePath=${(info.zip as DeliveredFile).path}`,
      buyerToken,
    );
    const order = await call<{ download_count: number }>('GET', `/api/orders/${orderId}`, buyerToken);

    // Assess
    expect(certificateText).toContain('Licence Certificate');
    expect(certificateText).toContain('Efua Owusu');
    expect(certificateText).toContain(orderId);
    expect(certificateText).toContain('Premium');
    expect(viaRoute.status).toBe(302);
    expect(order.body.download_count).toBe(2);
  }, 120_000);

  it('a revised file reaches a past buyer: the new version stamped and marked updated, the old one kept, one mail each', async () => {
    // Prepare: two buyers of the plan's Premium package, one whose window has since closed
    const oldKey = `plans/${planId}/basic/revision-a.pdf`;
    const newKey = `plans/${planId}/basic/revision-a-rev-b.pdf`;
    await putPlanFile(oldKey, (await generatedDrawingSet(1, 'Revision A')).bytes, 'application/pdf');
    await setPlanFiles({ basic: [oldKey], standard: [], premium: [] });
    const lateEmail = 'kwame.late@example.com';
    const lateToken = await shop.signUp(lateEmail, 'Kwame!plans2026x');
    const openOrder = await buyPremium();
    const closedOrder = await buyPremium(lateToken, lateEmail);
    await readyDownload(openOrder, 30_000);
    await readyDownload(closedOrder, 30_000, lateToken);
    await clients.documents.send(
      new UpdateCommand({
        TableName: shop.stack.tableName,
        Key: { pk: `ORDER#${closedOrder}`, sk: 'ORDER' },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': '2026-01-01T00:00:00.000Z' },
      }),
    );
    const adminToken = await shop.signIn('admin');
    // The browser's presigned POST puts the new version in the tier's folder; here the test puts it there.
    await putPlanFile(newKey, (await generatedDrawingSet(1, 'Revision B')).bytes, 'application/pdf');

    // Act
    const revised = await call<{ files: { versions: { key: string; buyers: number }[] }[] }>(
      'POST',
      `/api/admin/plans/${planId}/file-versions`,
      adminToken,
      { replaces: oldKey, key: newKey },
    );
    await waitUntil(async () => (await mailsTo('plan-file-updated-reissue', lateEmail)).length > 0, 20_000);
    const info = await readyDownload(openOrder, 30_000);
    const refusedAgain = await call('POST', `/api/admin/plans/${planId}/file-versions`, adminToken, {
      replaces: oldKey,
      key: newKey,
    });

    // Assess: the open window's page has the new version, stamped and dated, and the version bought
    expect(revised.status).toBe(200);
    expect(refusedAgain.status).toBe(404);
    const [current, earlier] = info.files;
    expect(current).toMatchObject({ name: 'revision-a-rev-b.pdf', earlier: false });
    expect(current?.updatedAt).toEqual(expect.any(String));
    expect(earlier).toMatchObject({ name: 'revision-a.pdf', earlier: true, updatedAt: null });
    const sheets = await pdfPageTexts(await fetched(openOrder, current as { path: string }));
    expect(sheets[0]).toContain('Revision B - sheet 1');
    expect(sheets[0]).toContain(`Licensed to Efua Owusu (${BUYER.email})`);
    const zip = await JSZip.loadAsync(await fetched(openOrder, info.zip as DeliveredFile));
    expect(Object.keys(zip.files).filter((name) => name.startsWith('Basic/'))).toEqual(['Basic/revision-a-rev-b.pdf']);
    // One mail each: "it is on your page" for the open window, an offer to reopen for the closed one
    const [updatedMail, ...moreUpdated] = await mailsTo('plan-file-updated', BUYER.email);
    expect(moreUpdated).toEqual([]);
    expect(updatedMail).toContain(`/download/${openOrder}`);
    const offers = await mailsTo('plan-file-updated-reissue', lateEmail);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toContain('we will reopen it');
    // The admin view: each version with the buyers who received it
    const versions = await call<{
      files: { tier: string; versions: { key: string; buyers: number; current: boolean }[] }[];
    }>('GET', `/api/admin/plans/${planId}/file-versions`, adminToken);
    expect(versions.body.files).toEqual([
      {
        tier: 'basic',
        versions: [
          expect.objectContaining({ key: newKey, current: true, buyers: 1 }),
          expect.objectContaining({ key: oldKey, current: false, buyers: 2 }),
        ],
      },
    ]);
    // The audit trail names the change
    const audit = await call<{ events: { action: string; target_id: string }[] }>(
      'GET',
      '/api/admin/activity?limit=5',
      adminToken,
    );
    expect(audit.body.events).toContainEqual(
      expect.objectContaining({ action: 'plan.file_revised', target_id: planId }),
    );
  }, 120_000);
  it('a French buyer who signed up with a name: profile named at once, licence name on the order, a ZIP plan file re-packed stamped, all in French', async () => {
    // Prepare: a buyer who gave their names at sign-up and never opened their profile; a Premium archive of PDFs
    const email = 'yaw.darko@example.com';
    const token = await shop.signUp(email, 'Yaw!plans2026xx', { given: 'Yaw', family: 'Darko' });
    const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;
    const upload = new JSZip();
    upload.file('drawings/complete-drawings.pdf', (await generatedDrawingSet(2, 'Drawings')).bytes);
    upload.file('renderings.pdf', (await generatedDrawingSet(1, 'Renderings')).bytes);
    upload.file('readme.txt', 'Printed at A1');
    const archiveKey = `plans/${planId}/premium/complete-set.zip`;
    await putPlanFile(archiveKey, await upload.generateAsync({ type: 'uint8array' }), 'application/zip');
    await putPlanFile(`plans/${planId}/basic/sheet.pdf`, (await generatedDrawingSet(1)).bytes, 'application/pdf');
    await setPlanFiles({ basic: [`plans/${planId}/basic/sheet.pdf`], standard: [], premium: [archiveKey] });

    // Act
    const profile = await clients.documents.send(
      new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `USER#${sub}`, sk: 'PROFILE' } }),
    );
    const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', token, {
      email,
      planId,
      packageType: 'premium',
      language: 'fr',
      licenceName: 'Yaw Kofi Darko',
    });
    await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
    });
    await call('GET', `/api/payments/verify/${started.body.reference}`, token);
    const orderId = started.body.orderId;
    const order = await call<{ licenceName?: string }>('GET', `/api/orders/${orderId}`, token);
    const info = await readyDownload(orderId, 60_000, token);

    // Assess: the sign-up's names are in the profile record, the checkout's name on the order
    expect(profile.Item).toMatchObject({ first_name: 'Yaw', last_name: 'Darko' });
    expect(order.body.licenceName).toBe('Yaw Kofi Darko');
    const invoice = (await call<{ invoice_number: string }>('GET', `/api/orders/${orderId}`, token)).body
      .invoice_number;
    expect(invoice).toMatch(/^INV-\d{4}-\d{6}$/);
    const line = `Licence accordée à Yaw Kofi Darko (${email}) - Commande ${invoice}`;
    const sheet = await fetched(
      orderId,
      info.files.find((file) => file.name === 'sheet.pdf') as { path: string },
      token,
    );
    expect((await pdfPageTexts(sheet))[0]).toContain(line);
    expect(String((await pdfInfo(sheet)).Subject)).toContain('Licence accordée à Yaw Kofi Darko');
    // The archive as served: its PDFs stamped, its other entry as uploaded
    const served = await JSZip.loadAsync(
      await fetched(orderId, info.files.find((file) => file.name === 'complete-set.zip') as { path: string }, token),
    );
    for (const pdf of ['drawings/complete-drawings.pdf', 'renderings.pdf']) {
      const sheets = await pdfPageTexts((await served.file(pdf)?.async('uint8array')) as Uint8Array);
      for (const text of sheets) expect(text).toContain(line);
    }
    expect(await served.file('readme.txt')?.async('string')).toBe('Printed at A1');
    // The order's ZIP holds the stamped archive too, and a French certificate
    const orderZip = await JSZip.loadAsync(await fetched(orderId, info.zip as DeliveredFile, token));
    const inner = await JSZip.loadAsync(
      (await orderZip.file('Premium/complete-set.zip')?.async('uint8array')) as Uint8Array,
    );
    const renderings = await pdfPageTexts((await inner.file('renderings.pdf')?.async('uint8array')) as Uint8Array);
    expect(renderings[0]).toContain(line);
    const certificate = (await pdfPageTexts(await fetched(orderId, info.certificate as DeliveredFile, token)))[0] ?? '';
    expect(certificate).toContain('Certificat de licence');
    expect(certificate).toContain('Yaw Kofi Darko');
    expect(certificate).toContain('Cette licence autorise');
  }, 120_000);
});
