import { createServer } from 'node:http';
import express, { type Request, type Response } from 'express';
import { closeServer, listen } from '../emulators/close-server.ts';
import { checkoutPage, finishedPage, notFoundPage, waitingPage } from './checkout-page.ts';
import { type StandInTransaction, TransactionStore, transactionView } from './transactions.ts';
import { webhookSender } from './webhook-sender.ts';

export interface PaystackStandInOptions {
  port: number;
  /** The test secret key: the shop must send it as a bearer token, and webhooks are signed with it. */
  secretKey: string;
  /** Where `charge.success` webhooks go (the local API's /api/payments/webhook). */
  webhookUrl: string;
  /** Transactions are kept here across restarts; in memory only when absent. */
  stateFile?: string;
  /** How long mobile money waits for the buyer's "approval" on the hosted page. */
  mobileMoneyDelayMs?: number;
  /** How long a refund takes before its refund.processed webhook is sent. */
  refundDelayMs?: number;
  quiet?: boolean;
}

const CURRENCIES = new Set(['GHS', 'NGN', 'USD', 'ZAR', 'KES']);

function reply(response: Response, status: number, body: unknown): void {
  response.status(status).json(body);
}

/**
 * A Paystack stand-in speaking the real API's shape: POST /transaction/initialize,
 * GET /transaction/verify/:reference, a hosted test checkout page redirecting to
 * callback_url?trxref=..&reference=.. (a declined card may try again; "Cancel payment" goes to the metadata's
 * cancel_action), POST /refund, signed `charge.success`, `refund.processed` and `charge.dispute.*` webhooks retried
 * until answered 200, and offline-only test endpoints to drive a payment, a dashboard refund or a dispute.
 */
export async function startPaystackStandIn(options: PaystackStandInOptions) {
  const log = (message: string) => {
    if (!options.quiet) console.log(`[paystack] ${message}`);
  };
  const store = new TransactionStore(options.stateFile);
  await store.load();
  const webhooks = webhookSender({ url: () => options.webhookUrl, secretKey: options.secretKey, log });
  const url = `http://127.0.0.1:${options.port}`;
  const pendingApprovals = new Set<NodeJS.Timeout>();

  function authorized(request: Request, response: Response): boolean {
    if (request.headers.authorization === `Bearer ${options.secretKey}`) return true;
    reply(response, 401, { status: false, message: 'Invalid key' });
    return false;
  }

  /** Where "Cancel payment" goes: the metadata's cancel_action (as on Paystack), else the callback. */
  function cancelAddress(t: StandInTransaction): string | undefined {
    const metadata = (t.metadata ?? {}) as Record<string, unknown>;
    return typeof metadata.cancel_action === 'string' ? metadata.cancel_action : callbackAddress(t);
  }

  /**
   * A full refund, as Paystack's POST /refund or its dashboard makes one: the transaction becomes `reversed`,
   * and a signed refund.processed webhook follows (after `refundDelayMs`, as Paystack processes refunds later).
   */
  function refund(t: StandInTransaction, amount: number): Record<string, unknown> {
    store.update(t, { status: 'reversed', refunded_amount: amount });
    log(`${t.reference} refunded ${amount}`);
    const view = refundView(t, amount, 'processed');
    const timer = setTimeout(() => {
      pendingApprovals.delete(timer);
      void webhooks.send('refund.processed', view);
    }, options.refundDelayMs ?? 200);
    pendingApprovals.add(timer);
    return refundView(t, amount, 'pending');
  }

  function refundView(t: StandInTransaction, amount: number, status: string) {
    return {
      id: t.id,
      integration: 1,
      domain: 'test',
      status,
      transaction: { id: t.id, reference: t.reference, amount: t.amount, currency: t.currency },
      transaction_reference: t.reference,
      amount,
      currency: t.currency,
      deducted_amount: amount,
      channel: t.channel,
      merchant_note: null,
      customer_note: null,
      refunded_at: new Date().toISOString(),
      customer: { email: t.email },
    };
  }

  function disputeView(t: StandInTransaction, status: string, resolution: string | null) {
    return {
      id: t.id,
      refund_amount: t.amount,
      currency: t.currency,
      status,
      resolution,
      domain: 'test',
      transaction: transactionView(t),
      category: 'chargeback',
      customer: { email: t.email },
      createdAt: new Date().toISOString(),
    };
  }

  function callbackAddress(t: StandInTransaction): string | undefined {
    if (!t.callback_url) return undefined;
    const target = new URL(t.callback_url);
    target.searchParams.set('trxref', t.reference);
    target.searchParams.set('reference', t.reference);
    return target.toString();
  }

  /** Marks a payment successful and sends its webhook (first attempt awaited, retries in the background). */
  async function succeed(
    t: StandInTransaction,
    channel: 'card' | 'mobile_money',
    charged?: { amount?: number; currency?: string },
    notify = true,
  ) {
    store.update(t, {
      status: 'success',
      channel,
      gateway_response: 'Approved',
      paid_at: new Date().toISOString(),
      ...(charged?.amount !== undefined ? { amount: charged.amount } : {}),
      ...(charged?.currency ? { currency: charged.currency } : {}),
    });
    log(`${t.reference} paid by ${channel}`);
    return notify ? webhooks.send('charge.success', transactionView(t)) : undefined;
  }

  function fail(t: StandInTransaction, channel: 'card' | 'mobile_money') {
    store.update(t, { status: 'failed', channel, gateway_response: 'Declined by the test checkout' });
    log(`${t.reference} failed`);
  }

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false }));

  app.post('/transaction/initialize', (request, response) => {
    if (!authorized(request, response)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const amount = Number(body.amount);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const currency = typeof body.currency === 'string' ? body.currency : 'GHS';
    if (!email.includes('@')) return reply(response, 400, { status: false, message: 'Invalid Email Address Passed' });
    if (!Number.isInteger(amount) || amount <= 0)
      return reply(response, 400, { status: false, message: 'Invalid Amount Sent' });
    if (!CURRENCIES.has(currency))
      return reply(response, 403, { status: false, message: 'Currency not supported by merchant' });
    const reference =
      typeof body.reference === 'string' && body.reference
        ? body.reference
        : `T${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    if (store.byRef(reference))
      return reply(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
    const t = store.create({
      reference,
      email,
      amount,
      currency,
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      metadata: body.metadata ?? null,
    });
    log(`initialised ${reference} for ${currency} ${amount / 100}`);
    reply(response, 200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${url}/checkout/${t.access_code}`, access_code: t.access_code, reference },
    });
  });

  app.get('/transaction/verify/:reference', (request, response) => {
    if (!authorized(request, response)) return;
    const t = store.byRef(String(request.params.reference));
    if (!t) return reply(response, 400, { status: false, message: 'Transaction reference not found' });
    reply(response, 200, { status: true, message: 'Verification successful', data: transactionView(t) });
  });

  // The hosted test checkout page.
  app.get('/checkout/:code', (request, response) => {
    const t = store.byCode(String(request.params.code));
    if (!t) return void response.status(404).type('html').send(notFoundPage());
    if (t.status === 'ongoing') return void response.type('html').send(waitingPage(t));
    // A declined card leaves the page open for another try, as Paystack's checkout does.
    if (t.status !== 'abandoned' && t.status !== 'failed') {
      const back = callbackAddress(t);
      return back ? response.redirect(302, back) : void response.type('html').send(finishedPage(t));
    }
    response.type('html').send(checkoutPage(t));
  });

  app.post('/checkout/:code/:choice', async (request, response) => {
    const t = store.byCode(String(request.params.code));
    if (!t) return void response.status(404).type('html').send(notFoundPage());
    const back = () => {
      const target = callbackAddress(t);
      if (target) response.redirect(303, target);
      else response.type('html').send(finishedPage(t));
    };
    if (t.status !== 'abandoned' && t.status !== 'failed') return back();
    switch (request.params.choice) {
      case 'card':
        // As with Paystack, the webhook and the redirect race: the shop must cope with either first.
        void succeed(t, 'card');
        return back();
      case 'mobile_money': {
        store.update(t, { status: 'ongoing', channel: 'mobile_money', gateway_response: 'Awaiting approval' });
        const timer = setTimeout(() => {
          pendingApprovals.delete(timer);
          if (t.status === 'ongoing') void succeed(t, 'mobile_money');
        }, options.mobileMoneyDelayMs ?? 3000);
        pendingApprovals.add(timer);
        return void response.redirect(303, `/checkout/${t.access_code}`);
      }
      case 'fail':
        fail(t, 'card');
        return back();
      case 'cancel': {
        // Paystack reports a cancelled payment as abandoned; the buyer goes to the cancel_action address.
        log(`${t.reference} cancelled`);
        store.update(t, { status: 'abandoned', gateway_response: 'The customer cancelled the payment' });
        const target = cancelAddress(t);
        return target ? response.redirect(303, target) : back();
      }
      default:
        return void response.status(404).type('html').send(notFoundPage());
    }
  });

  app.post('/refund', (request, response) => {
    if (!authorized(request, response)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = String(body.transaction ?? '');
    const t = store.byRef(key) ?? [...store.all()].find((candidate) => String(candidate.id) === key);
    if (!t) return reply(response, 404, { status: false, message: 'Transaction not found' });
    if (t.status === 'reversed')
      return reply(response, 400, { status: false, message: 'Transaction has been fully reversed' });
    if (t.status !== 'success')
      return reply(response, 400, { status: false, message: 'Cannot refund a transaction that is not successful' });
    const amount = body.amount === undefined ? t.amount : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > t.amount)
      return reply(response, 400, { status: false, message: 'Refund amount cannot be more than transaction amount' });
    reply(response, 200, { status: true, message: 'Refund has been queued for processing', data: refund(t, amount) });
  });

  // Offline-only test endpoints (documented in local/README.md).
  /** A refund started on Paystack's dashboard: same effect as POST /refund, without the shop asking. */
  app.post('/__test/transactions/:reference/refund', (request, response) => {
    const t = store.byRef(String(request.params.reference));
    if (!t) return reply(response, 404, { status: false, message: 'Transaction reference not found' });
    if (t.status !== 'success')
      return reply(response, 409, { status: false, message: 'Only a successful charge can be refunded' });
    reply(response, 200, { status: true, data: refund(t, t.amount) });
  });

  /** A chargeback: `action` create (opens it) or resolve with `resolution` merchant-accepted or declined. */
  app.post('/__test/transactions/:reference/dispute', async (request, response) => {
    const t = store.byRef(String(request.params.reference));
    if (!t) return reply(response, 404, { status: false, message: 'Transaction reference not found' });
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.action === 'resolve') {
      const resolution = body.resolution === 'merchant-accepted' ? 'merchant-accepted' : 'declined';
      if (resolution === 'merchant-accepted') store.update(t, { status: 'reversed', refunded_amount: t.amount });
      const delivery = await webhooks.send('charge.dispute.resolve', disputeView(t, 'resolved', resolution));
      return reply(response, 200, { status: true, webhook: { firstStatus: delivery.firstStatus } });
    }
    const delivery = await webhooks.send('charge.dispute.create', disputeView(t, 'awaiting-merchant-feedback', null));
    reply(response, 200, { status: true, webhook: { firstStatus: delivery.firstStatus } });
  });
  app.post('/__test/transactions/:reference/settle', async (request, response) => {
    const t = store.byRef(String(request.params.reference));
    if (!t) return reply(response, 404, { status: false, message: 'Transaction reference not found' });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const outcome = body.outcome;
    const channel = body.channel === 'mobile_money' ? 'mobile_money' : 'card';
    if (outcome !== 'success' && outcome !== 'failed' && outcome !== 'pending') {
      return reply(response, 400, { status: false, message: 'outcome must be success, failed or pending' });
    }
    if (outcome === 'pending') {
      store.update(t, { status: 'ongoing', channel, gateway_response: 'Awaiting approval' });
      return reply(response, 200, { status: true, data: transactionView(t) });
    }
    if (outcome === 'failed') {
      fail(t, channel);
      return reply(response, 200, { status: true, data: transactionView(t) });
    }
    // `amount` / `currency` let a test charge something other than what was initialised (tampering).
    const charged = {
      amount: typeof body.amount === 'number' ? body.amount : undefined,
      currency: typeof body.currency === 'string' ? body.currency : undefined,
    };
    // `webhook: false` settles silently, so a test can deliver the webhook itself (duplicates, races).
    const delivery = await succeed(t, channel, charged, body.webhook !== false);
    reply(response, 200, {
      status: true,
      data: transactionView(t),
      webhook: { firstStatus: delivery?.firstStatus ?? null },
    });
  });

  app.post('/__test/transactions/:reference/webhook', async (request, response) => {
    const t = store.byRef(String(request.params.reference));
    if (!t) return reply(response, 404, { status: false, message: 'Transaction reference not found' });
    if (t.status !== 'success')
      return reply(response, 409, { status: false, message: 'Only a successful charge sends charge.success' });
    const delivery = await webhooks.send('charge.success', transactionView(t));
    reply(response, 200, { status: true, webhook: { firstStatus: delivery.firstStatus } });
  });

  app.use((_request, response) => reply(response, 404, { status: false, message: 'Not found' }));

  const server = createServer(app);
  await listen(server, options.port);
  return {
    url,
    secretKey: options.secretKey,
    stop: async () => {
      webhooks.stop();
      for (const timer of pendingApprovals) clearTimeout(timer);
      await closeServer(server);
      await store.flush();
    },
  };
}
