import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ListUsersInGroupCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { planKeys } from '@shop/lambdas/db/table-design';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { PLAN_STATUSES } from '@shop/shared/plans/plan';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../local/api-adapter.ts';
import { latestConfirmationCode } from '../../local/emulators/cognito-codes.ts';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { totpCode } from '../../local/emulators/totp.ts';
import { createJwtAuthorizer } from '../../local/jwt-authorizer.ts';
import { type RunningStack, startStack } from '../../local/stack.ts';

const FREE_PORTS = { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 };
const SAMPLE_PLAN = 'tema-courtyard-villa';

let dataDir: string;
let stack: RunningStack;
let clients: EmulatorClients;

function clientsFor(running: RunningStack): EmulatorClients {
  return emulatorClients({ dynamodb: running.urls.dynamodb, s3: running.urls.s3, cognito: running.urls.cognito });
}

async function allPlans(running: RunningStack, using: EmulatorClients): Promise<AdminPlan[]> {
  const plans: AdminPlan[] = [];
  for (const status of PLAN_STATUSES) {
    const { Items } = await using.documents.send(
      new QueryCommand({
        TableName: running.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': planKeys.statusPartition(status) },
      }),
    );
    plans.push(...((Items ?? []) as AdminPlan[]));
  }
  return plans;
}

async function samplePlan(): Promise<AdminPlan> {
  const { Item } = await clients.documents.send(
    new GetCommand({ TableName: stack.tableName, Key: { pk: planKeys.pk(SAMPLE_PLAN), sk: planKeys.sk } }),
  );
  return Item as AdminPlan;
}

async function planFile(key: string): Promise<Buffer> {
  const object = await clients.s3.send(new GetObjectCommand({ Bucket: stack.buckets.planFiles, Key: key }));
  return Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}

async function signIn(email: string, password: string) {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.info.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  // Staff are asked for their authenticator code (enrolled at seed time, its secret in stack.json).
  const secret = stack.info.users.find((user) => user.email === email)?.totpSecret;
  const answered =
    result.ChallengeName === 'SOFTWARE_TOKEN_MFA' && secret
      ? await cognito.send(
          new RespondToAuthChallengeCommand({
            ClientId: stack.info.cognito.clientId,
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session: result.Session,
            ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
          }),
        )
      : result;
  cognito.destroy();
  return answered.AuthenticationResult;
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-stack-test-'));
  stack = await startStack({ dataDir, ports: FREE_PORTS, web: 'none', quiet: true });
  clients = clientsFor(stack);
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the offline stack', () => {
  it('writes stack.json with the URLs, the pool, the Paystack placeholder and one sign-in per role', () => {
    const written = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'));

    expect(written).toEqual(stack.info);
    expect(Object.keys(written).sort()).toEqual(['api', 'cognito', 'paystack', 's3', 'users', 'web']);
    expect(written.web).toBeNull();
    expect(written.api).toBe(stack.urls.api);
    expect(written.cognito).toEqual({
      endpoint: stack.urls.cognito,
      userPoolId: expect.any(String),
      clientId: expect.any(String),
    });
    expect(written.s3).toEqual({ endpoint: stack.urls.s3 });
    expect(Object.keys(written.paystack).sort()).toEqual(['secretKey', 'url']);
    expect(written.users.map((user: { role: string }) => user.role)).toEqual(['user', 'admin', 'super_admin']);
  });

  it('seeds at least 37 plans of all three storefront types in every status', async () => {
    const plans = await allPlans(stack, clients);

    expect(plans.length).toBeGreaterThanOrEqual(37);
    expect(new Set(plans.map((plan) => plan.plan_type))).toEqual(new Set(['villa', 'bungalow', 'townhouse']));
    expect(plans.filter((plan) => plan.status === 'active' && plan.featured).length).toBeGreaterThanOrEqual(6);
    expect(plans.filter((plan) => plan.status === 'draft').length).toBe(2);
    // The villa filter must fill more than one page of 12 so Load More has something to open.
    expect(plans.filter((plan) => plan.status === 'active' && plan.plan_type === 'villa').length).toBeGreaterThan(12);
    expect(plans.every((plan) => plan.gallery_images.length >= 3 && plan.gallery_images.length <= 8)).toBe(true);
  });

  it("serves a seeded plan's images from the images bucket with long-lived caching", async () => {
    const plan = await samplePlan();

    const main = await fetch(`${stack.urls.s3}/${stack.buckets.images}${plan.image_url}`);
    const gallery = await fetch(`${stack.urls.s3}/${stack.buckets.images}${plan.gallery_images[0]}`);

    const phoneSized = await fetch(
      `${stack.urls.s3}/${stack.buckets.images}${plan.image_url.replace(/1600\.jpg$/, '768.webp')}`,
    );

    // Realistic pictures, served as the picture Lambda's variants: the stored address is the largest JPEG.
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toBe('image/jpeg');
    expect(main.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const jpeg = await sharp(Buffer.from(await main.arrayBuffer())).metadata();
    expect([jpeg.width, jpeg.height, jpeg.exif]).toEqual([1600, 1067, undefined]);
    expect(phoneSized.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await phoneSized.arrayBuffer())).metadata()).width).toBe(768);
    expect(gallery.status).toBe(200);
  });

  it('stores real per-tier files as the packages promise: drawings, then 3D renderings, then CAD and the whole set', async () => {
    const plan = await samplePlan();
    const [basicPdf] = plan.plan_files.basic;
    const [renderingsPdf] = plan.plan_files.standard;
    const dxf = plan.plan_files.premium.find((key) => key.endsWith('.dxf'));
    const premiumZip = plan.plan_files.premium.find((key) => key.endsWith('.zip'));

    const pdf = (await planFile(basicPdf as string)).toString('latin1');
    const renderings = (await planFile(renderingsPdf as string)).toString('latin1');
    const drawing = (await planFile(dxf as string)).toString('ascii');
    const zip = await JSZip.loadAsync(await planFile(premiumZip as string));

    // Standard is sold with 3D renderings and no CAD; CAD is Premium's.
    expect(plan.plan_files.basic).toHaveLength(1);
    expect(plan.plan_files.standard).toEqual([expect.stringMatching(/3d-renderings\.pdf$/)]);
    expect([...plan.plan_files.basic, ...plan.plan_files.standard].some((key) => /\.(dxf|dwg)$/.test(key))).toBe(false);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(pdf.match(/startxref\n(\d+)/)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => {
      const expected = `${index + 1} 0 obj`;
      expect(pdf.slice(offset, offset + expected.length)).toBe(expected);
    });
    expect(pdf).toContain('(Architectural drawings \\(Basic package\\)) Tj');
    expect(renderings).toContain('(3D renderings \\(Standard package\\)) Tj');
    expect(drawing).toMatch(/^0\nSECTION\n/);
    expect(drawing).toContain('\nLINE\n');
    expect(drawing.trimEnd().endsWith('0\nEOF')).toBe(true);
    expect(Object.keys(zip.files).filter((name) => /\.(pdf|dxf)$/.test(name))).toHaveLength(3);
    expect((await zip.file(/3d-renderings\.pdf$/)[0]?.async('string'))?.startsWith('%PDF')).toBe(true);
  });

  it('lets the three demo users sign in with USER_PASSWORD_AUTH (staff with their authenticator), each with their role group', async () => {
    const [buyer, admin, superAdmin] = await Promise.all(
      stack.info.users.map((user) => signIn(user.email, user.password)),
    );

    expect(buyer?.IdToken).toBeTruthy();
    expect(payloadOf(buyer?.IdToken as string)['cognito:groups']).toBeUndefined();
    expect(payloadOf(admin?.IdToken as string)['cognito:groups']).toEqual(['admin']);
    expect(payloadOf(admin?.AccessToken as string)['cognito:groups']).toEqual(['admin']);
    expect(payloadOf(superAdmin?.IdToken as string)['cognito:groups']).toEqual(['super_admin']);
  });

  it('writes the confirmation code of a sign-up to the mail folder, and that code confirms the account', async () => {
    const cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: stack.info.cognito.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const email = 'newcomer@example.com';
    const { clientId } = stack.info.cognito;

    await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: 'Newc0mer!pass',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await expect.poll(() => latestConfirmationCode(join(dataDir, 'mail'), email)).toMatch(/^\d{6}$/);
    const code = latestConfirmationCode(join(dataDir, 'mail'), email) as string;
    await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }));
    cognito.destroy();

    expect((await signIn(email, 'Newc0mer!pass'))?.IdToken).toBeTruthy();
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await fetch(`${stack.urls.api}/api/no-such-thing`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('hands path parameters to the handler of a route-table row', async () => {
    const response = await fetch(`${stack.urls.api}/api/plans/${SAMPLE_PLAN}`);

    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(SAMPLE_PLAN);
  });

  it('accepts genuine ID and access tokens and refuses tampered, foreign or missing ones', async () => {
    const { issuer, clientId } = {
      issuer: `${stack.info.cognito.endpoint}/${stack.info.cognito.userPoolId}`,
      clientId: stack.info.cognito.clientId,
    };
    const authorize = createJwtAuthorizer({ issuer, clientId });
    const forOtherClient = createJwtAuthorizer({ issuer, clientId: 'another-client' });
    const admin = stack.info.users.find((user) => user.role === 'admin');
    const tokens = await signIn(admin?.email as string, admin?.password as string);
    const idToken = tokens?.IdToken as string;
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...payloadOf(idToken), 'cognito:groups': ['super_admin'] }));
    const tampered = `${header}.${raised.toString('base64url')}.${signature}`;

    expect((await authorize(`Bearer ${idToken}`))?.['cognito:groups']).toEqual(['admin']);
    expect((await authorize(`Bearer ${tokens?.AccessToken}`))?.token_use).toBe('access');
    expect(await authorize(`Bearer ${tampered}`)).toBeUndefined();
    expect(await authorize(`Bearer ${header}.${payload}.${signature.slice(0, -4)}AAAA`)).toBeUndefined();
    expect(await forOtherClient(`Bearer ${idToken}`)).toBeUndefined();
    expect(await authorize(undefined)).toBeUndefined();
  });

  it('answers 401 Unauthorized on a protected row without a valid token, before any handler runs', async () => {
    const authorize = createJwtAuthorizer({
      issuer: `${stack.info.cognito.endpoint}/${stack.info.cognito.userPoolId}`,
      clientId: stack.info.cognito.clientId,
    });
    const app = createApiApp({
      authorize,
      quiet: true,
      routes: [
        {
          name: 'admin-only',
          method: 'GET',
          path: '/api/admin/things',
          auth: 'admin',
          handler: 'does/not-exist',
          access: {},
          request: {},
          response: {} as never,
        },
      ],
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/admin/things`;

    const missing = await fetch(url);
    const forged = await fetch(url, { headers: { authorization: 'Bearer a.b.c' } });
    server.close();

    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Unauthorized' });
    expect(forged.status).toBe(401);
  });

  it('fails fast, naming the variable to change, when a fixed port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;

    const attempt = startStack({ dataDir, ports: { ...FREE_PORTS, api: port }, web: 'none', quiet: true });

    await expect(attempt).rejects.toThrow(`Port ${port} (api) is already in use: set PORT_API to another port`);
    blocker.close();
  });

  it('stops every server and child process, and a restart finds the same plans and user pool', async () => {
    const before = await allPlans(stack, clients);
    const { userPoolId } = stack.info.cognito;
    const oldUrls = stack.urls;
    destroyClients(clients);

    await stack.stop();
    const stillAnswering = await Promise.all(
      [oldUrls.api, oldUrls.s3, `${oldUrls.cognito}/health`, oldUrls.dynamodb].map((url) =>
        fetch(url).then(
          () => true,
          () => false,
        ),
      ),
    );
    // The same ports, as a developer's restart would use (handlers loaded in this process keep their endpoints).
    const portOf = (url: string) => Number(new URL(url).port);
    const samePorts = {
      web: 0,
      api: portOf(oldUrls.api),
      dynamodb: portOf(oldUrls.dynamodb),
      s3: portOf(oldUrls.s3),
      cognito: portOf(oldUrls.cognito),
    };
    stack = await startStack({ dataDir, ports: samePorts, web: 'none', quiet: true });
    clients = clientsFor(stack);
    const after = await allPlans(stack, clients);

    expect(stillAnswering).toEqual([false, false, false, false]);
    expect(stack.info.cognito.userPoolId).toBe(userPoolId);
    expect(after.map((plan) => `${plan.id}@${plan.created_at}`).sort()).toEqual(
      before.map((plan) => `${plan.id}@${plan.created_at}`).sort(),
    );
    expect((await signIn('buyer@example.com', 'Passw0rd!demo'))?.IdToken).toBeTruthy();
    // The demo staff are still in their groups: a restart must not re-create the role groups empty.
    const members = async (group: string) =>
      (
        await clients.cognito.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: group }))
      ).Users?.flatMap((user) => user.Attributes?.filter((a) => a.Name === 'email').map((a) => a.Value) ?? []);
    expect(await members('admin')).toEqual(['admin@example.com']);
    expect(await members('super_admin')).toEqual(['superadmin@example.com']);
  });

  it("with apiProcess 'own' serves the API from a child process that verifies tokens, and stops it with the stack", async () => {
    destroyClients(clients);
    await stack.stop();
    stack = await startStack({ dataDir, ports: FREE_PORTS, web: 'none', quiet: true, apiProcess: 'own' });
    clients = clientsFor(stack);
    const buyer = await signIn('buyer@example.com', 'Passw0rd!demo');

    const plan = await fetch(`${stack.urls.api}/api/plans/${SAMPLE_PLAN}`);
    const ordersWithoutToken = await fetch(`${stack.urls.api}/api/orders`);
    const ordersWithToken = await fetch(`${stack.urls.api}/api/orders`, {
      headers: { authorization: `Bearer ${buyer?.IdToken}` },
    });
    const apiUrl = stack.urls.api;
    await stack.stop();
    const stillAnswering = await fetch(apiUrl).then(
      () => true,
      () => false,
    );

    expect(plan.status).toBe(200);
    expect((await plan.json()).id).toBe(SAMPLE_PLAN);
    expect(ordersWithoutToken.status).toBe(401);
    expect(ordersWithToken.status).toBe(200);
    expect(stillAnswering).toBe(false);
  });
});
