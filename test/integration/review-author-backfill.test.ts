import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { destroyClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type RunningStack, startStack } from '../../local/stack.ts';
import { apiCaller, subOf } from '../support/api-client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-backfill-'));
let stack: RunningStack | undefined;

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const FREE_PORTS = { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 };
const start = (ports: typeof FREE_PORTS = FREE_PORTS) => startStack({ dataDir, ports, web: 'none', quiet: true });
/** A developer's restart uses the same ports (handlers loaded in this process keep their endpoints). */
const portsOf = (running: RunningStack) => {
  const port = (url: string) => Number(new URL(url).port);
  const { api, dynamodb, s3, cognito } = running.urls;
  return { web: 0, api: port(api), dynamodb: port(dynamodb), s3: port(s3), cognito: port(cognito) };
};

async function signIn(running: RunningStack, email: string, password: string, create = false): Promise<string> {
  const { endpoint, clientId, userPoolId } = running.info.cognito;
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    if (create) {
      await cognito.send(
        new SignUpCommand({
          ClientId: clientId,
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
    }
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return answer.AuthenticationResult?.IdToken ?? '';
  } finally {
    cognito.destroy();
  }
}

async function exportedReviewIds(running: RunningStack, token: string): Promise<string[]> {
  const answer = await fetch(`${running.urls.api}/api/account/data?format=json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reviews: { id: string }[] }).reviews.map((review) => review.id);
}

describe('reviews written before the author index, on the offline stack', () => {
  it('are found by author after `npm start` seeds again, so the buyer’s export holds them', async () => {
    // Prepare: a buyer reviews a plan they neither bought nor saved; the review is then made to look as one written
    // before the author index (no gsi2 keys), which their export cannot find.
    stack = await start();
    const email = `kojo.backfill.${Date.now()}@example.com`;
    const password = 'Kojo!plans2026x';
    let token = await signIn(stack, email, password, true);
    const sub = subOf(token);
    const call = apiCaller(stack.urls.api);
    const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
    const planId = plans.body.plans[0]?.id ?? '';
    const written = await call<{ id: string }>('POST', '/api/reviews', token, {
      plan_id: planId,
      rating: 5,
      title: 'Built in Ho',
      content: 'Good sheets.',
    });
    expect(written.status).toBe(201);
    const key = { pk: `PLAN#${planId}`, sk: `REVIEW#${written.body.id}` };
    let clients = emulatorClients({ dynamodb: stack.urls.dynamodb, s3: stack.urls.s3, cognito: stack.urls.cognito });
    await clients.documents.send(
      new UpdateCommand({ TableName: stack.tableName, Key: key, UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }),
    );
    destroyClients(clients);
    expect(await exportedReviewIds(stack, token)).toEqual([]);

    // Act: the stack stops and starts again on the same data, as `npm start` does. The backfill runs once per data
    // folder; a folder made before it existed has no marker, which is what this one now stands for.
    const ports = portsOf(stack);
    await stack.stop();
    stack = undefined;
    rmSync(join(dataDir, 'migrations'), { recursive: true, force: true });
    stack = await start(ports);

    // Assess: the review has its author index again and the buyer's export holds it.
    clients = emulatorClients({ dynamodb: stack.urls.dynamodb, s3: stack.urls.s3, cognito: stack.urls.cognito });
    const item = (await clients.documents.send(new GetCommand({ TableName: stack.tableName, Key: key }))).Item;
    destroyClients(clients);
    expect(item?.gsi2pk).toBe(`USER#${sub}#REVIEWS`);
    token = await signIn(stack, email, password);
    expect(await exportedReviewIds(stack, token)).toEqual([written.body.id]);
  }, 300_000);
});
