import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** Paystack's statuses as its verify call reports them. */
export type TransactionStatus = 'abandoned' | 'ongoing' | 'pending' | 'success' | 'failed' | 'reversed';

export interface StandInTransaction {
  id: number;
  reference: string;
  access_code: string;
  email: string;
  /** Subunit (pesewas). */
  amount: number;
  currency: string;
  callback_url: string | null;
  metadata: unknown;
  status: TransactionStatus;
  channel: 'card' | 'mobile_money' | null;
  gateway_response: string | null;
  created_at: string;
  paid_at: string | null;
  /** Set once the transaction was refunded (Paystack then reports it `reversed`). */
  refunded_amount?: number;
}

/** The transaction object as Paystack's verify answer and webhook `data` carry it (the fields the shop may read). */
export function transactionView(t: StandInTransaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    message: null,
    gateway_response: t.gateway_response,
    paid_at: t.paid_at,
    paidAt: t.paid_at,
    created_at: t.created_at,
    createdAt: t.created_at,
    channel: t.channel,
    currency: t.currency,
    ip_address: '127.0.0.1',
    metadata: t.metadata,
    fees: t.status === 'success' ? Math.round(t.amount * 0.0195) : null,
    customer: { email: t.email, customer_code: `CUS_${t.email.replace(/\W/g, '').slice(0, 12)}` },
    authorization:
      t.status === 'success'
        ? {
            channel: t.channel,
            card_type: t.channel === 'card' ? 'visa' : null,
            bank: t.channel === 'mobile_money' ? 'MTN' : null,
            reusable: false,
          }
        : {},
  };
}

/**
 * The stand-in's transactions, kept in memory and written to a JSON file after each change, so a
 * restarted offline stack can still verify the payments it took before.
 */
export class TransactionStore {
  private readonly byReference = new Map<string, StandInTransaction>();
  private readonly byAccessCode = new Map<string, StandInTransaction>();
  private nextId = 1;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly file: string | undefined) {}

  async load(): Promise<void> {
    if (!this.file) return;
    const text = await readFile(this.file, 'utf8').catch(() => '[]');
    for (const t of JSON.parse(text) as StandInTransaction[]) this.remember(t);
  }

  private remember(t: StandInTransaction): void {
    this.byReference.set(t.reference, t);
    this.byAccessCode.set(t.access_code, t);
    this.nextId = Math.max(this.nextId, t.id + 1);
  }

  create(
    input: Omit<
      StandInTransaction,
      'id' | 'access_code' | 'status' | 'channel' | 'gateway_response' | 'paid_at' | 'created_at'
    >,
  ): StandInTransaction {
    const t: StandInTransaction = {
      ...input,
      id: this.nextId++,
      access_code: randomBytes(8).toString('hex'),
      // What Paystack reports for a transaction nobody has tried to pay yet.
      status: 'abandoned',
      channel: null,
      gateway_response: null,
      created_at: new Date().toISOString(),
      paid_at: null,
    };
    this.remember(t);
    this.save();
    return t;
  }

  byRef(reference: string): StandInTransaction | undefined {
    return this.byReference.get(reference);
  }

  all(): IterableIterator<StandInTransaction> {
    return this.byReference.values();
  }

  byCode(code: string): StandInTransaction | undefined {
    return this.byAccessCode.get(code);
  }

  update(t: StandInTransaction, change: Partial<StandInTransaction>): StandInTransaction {
    Object.assign(t, change);
    this.save();
    return t;
  }

  private save(): void {
    const file = this.file;
    if (!file) return;
    this.saving = this.saving
      .then(() => writeFile(file, JSON.stringify([...this.byReference.values()])))
      .catch(() => undefined);
  }

  flush(): Promise<void> {
    return this.saving;
  }
}
