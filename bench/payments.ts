import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { type RunningStack, startStack } from '../local/stack.ts';

export interface PaymentFigures {
  /** Initialize -> Paystack stand-in settles (webhook delivered) -> verify answers completed. */
  endToEnd: { runs: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** The same signed charge.success delivered many times, some at once. */
  webhook: {
    deliveries: number;
    concurrency: number;
    totalMs: number;
    perSecond: number;
    p50Ms: number;
    p95Ms: number;
    non200: number;
    completedOrders: number;
  };
}

const END_TO_END_RUNS = 20;
const DUPLICATES = 100;
const CONCURRENCY = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function signInBuyer(stack: RunningStack): Promise<string> {
  const buyer = stack.info.users.find((user) => user.role === 'user');
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.info.cognito.clientId,
      AuthParameters: { USERNAME: buyer?.email ?? '', PASSWORD: buyer?.password ?? '' },
    }),
  );
  cognito.destroy();
  return AuthenticationResult?.IdToken ?? '';
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The money path on the offline stack: end-to-end purchase time and webhook throughput under duplicates. */
export async function measurePayments(running?: RunningStack): Promise<PaymentFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-payments-'));
  // Handlers loaded in this process keep the environment of the first stack, so a bench run passes its stack in.
  const stack =
    running ??
    (await startStack({
      dataDir,
      ports: { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0, paystack: 0 },
      web: 'none',
      quiet: true,
    }));
  try {
    const token = await signInBuyer(stack);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const plans = await json(`${stack.urls.api}/api/plans?limit=1`);
    const planId = (plans.body.plans as { id: string }[])[0]?.id ?? '';
    const paystack = stack.info.paystack.url ?? '';

    const initialize = async () => {
      const answer = await json(`${stack.urls.api}/api/payments/initialize`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ email: 'buyer@example.com', planId, packageType: 'basic' }),
      });
      if (answer.status !== 200) throw new Error(`initialize answered ${answer.status}`);
      return answer.body as { reference: string; orderId: string };
    };
    const settle = (reference: string, webhook: boolean) =>
      json(`${paystack}/__test/transactions/${reference}/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'success', channel: 'card', webhook }),
      });

    const durations: number[] = [];
    for (let run = 0; run < END_TO_END_RUNS; run += 1) {
      const started = performance.now();
      const { reference } = await initialize();
      await settle(reference, true);
      const verified = await json(`${stack.urls.api}/api/payments/verify/${reference}`, { headers: auth });
      if (verified.body.success !== true) throw new Error(`order ${reference} did not complete`);
      durations.push(performance.now() - started);
    }

    const { reference, orderId } = await initialize();
    const settled = await settle(reference, false);
    const body = JSON.stringify({ event: 'charge.success', data: settled.body.data });
    const signature = createHmac('sha512', stack.info.paystack.secretKey).update(body).digest('hex');
    const latencies: number[] = [];
    let non200 = 0;
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < DUPLICATES) {
          next += 1;
          const sent = performance.now();
          const response = await fetch(`${stack.urls.api}/api/payments/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
            body,
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          if (response.status !== 200) non200 += 1;
        }
      }),
    );
    const totalMs = performance.now() - began;
    const order = await json(`${stack.urls.api}/api/orders/${orderId}`, { headers: auth });

    return {
      endToEnd: {
        runs: END_TO_END_RUNS,
        p50Ms: percentile(durations, 50),
        p95Ms: percentile(durations, 95),
        maxMs: Math.max(...durations),
      },
      webhook: {
        deliveries: DUPLICATES,
        concurrency: CONCURRENCY,
        totalMs,
        perSecond: (DUPLICATES / totalMs) * 1000,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        non200,
        completedOrders: order.body.status === 'completed' ? 1 : 0,
      },
    };
  } finally {
    if (!running) await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report section for docs/performance.md. */
export function renderPaymentFigures(figures: PaymentFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const { endToEnd, webhook } = figures;
  return [
    '## Payments on the offline stack (Paystack stand-in)',
    '',
    'End to end: initialize, the stand-in settles the card payment and delivers its signed webhook, verify answers completed.',
    '',
    '| runs | p50 | p95 | max |',
    '|---|---|---|---|',
    `| ${endToEnd.runs} | ${ms(endToEnd.p50Ms)} | ${ms(endToEnd.p95Ms)} | ${ms(endToEnd.maxMs)} |`,
    '',
    `\`POST /api/payments/webhook\`: ${webhook.deliveries} deliveries of one signed \`charge.success\`, ${webhook.concurrency} at a time.`,
    '',
    '| deliveries | concurrent | total | per second | p50 | p95 | non-200 | completed orders |',
    '|---|---|---|---|---|---|---|---|',
    `| ${webhook.deliveries} | ${webhook.concurrency} | ${ms(webhook.totalMs)} | ${webhook.perSecond.toFixed(0)} | ${ms(webhook.p50Ms)} | ${ms(webhook.p95Ms)} | ${webhook.non200} | ${webhook.completedOrders} |`,
    '',
  ];
}
