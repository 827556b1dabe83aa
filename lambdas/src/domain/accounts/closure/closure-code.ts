import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_CLOSURE_MESSAGES,
  CLOSURE_CODE_MINUTES,
  CLOSURE_CODE_TRIES,
  type ClosureCodeSent,
} from '@shop/shared/accounts/account-closure';
import { type Caller, isAdmin } from '../../../auth/caller.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../errors/domain-errors.ts';
import type { ClosureCodeRepository } from '../../../repositories/closure-code-repository.ts';
import type { RateLimitCounter } from '../../../repositories/rate-limit-repository.ts';
import type { AccountIdentity } from '../../ports/account-identity.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { enforceRateLimit, type RateLimitRule } from '../../rate-limits/enforce-rate-limit.ts';
import { closureCodeMail } from './closure-code-mail.ts';

/** Codes mailed per account and per address in an hour: enough for a lost mail or two, too few to spam an inbox. */
export const CLOSURE_CODE_RATE_LIMIT: RateLimitRule = {
  action: 'closure-code',
  accountLimit: 3,
  limit: 10,
  windowSeconds: 3600,
  message: ACCOUNT_CLOSURE_MESSAGES.codeSent,
};

const CODE_LIFETIME_MS = CLOSURE_CODE_MINUTES * 60_000;

export interface ClosureCodeDeps {
  codes: ClosureCodeRepository;
  identity: Pick<AccountIdentity, 'facts'>;
  rateLimits: RateLimitCounter;
  mailer: Mailer;
  siteUrl: string;
  now: () => Date;
  /** The person's language setting, for the mail. */
  languageOf: (sub: string) => Promise<'en' | 'fr'>;
}

function hashOf(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

/**
 * Mails a new code to the account's own address (from the pool, never one the request names). The code is 6 random
 * digits; only its salted hash is kept, with its end and a TTL; a new code replaces the previous one.
 */
export async function requestClosureCode(
  deps: ClosureCodeDeps,
  caller: Caller,
  address: string | undefined,
): Promise<ClosureCodeSent> {
  if (isAdmin(caller)) throw new ForbiddenError(ACCOUNT_CLOSURE_MESSAGES.staffCannotClose);
  const now = deps.now();
  await enforceRateLimit(
    deps.rateLimits,
    CLOSURE_CODE_RATE_LIMIT,
    { address: address ?? '', account: caller.sub },
    now,
  );
  const facts = await deps.identity.facts(caller.sub);
  if (!facts?.email) throw new NotFoundError(ACCOUNT_CLOSURE_MESSAGES.userNotFound);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const end = now.getTime() + CODE_LIFETIME_MS;
  await deps.codes.issue(
    caller.sub,
    { hash: hashOf(code, salt), salt, expiresAt: new Date(end).toISOString() },
    Math.ceil(end / 1000) + 3600,
  );
  await deps.mailer.send(
    closureCodeMail({ to: facts.email, language: await deps.languageOf(caller.sub), code, siteUrl: deps.siteUrl }),
  );
  return { sent: true, expires_in_seconds: CODE_LIFETIME_MS / 1000 };
}

/**
 * Checks a closure code and uses it up when right. Each try is counted before the comparison; a wrong code leaves the
 * tries that are left, an expired or exhausted one asks for a new code. Throws a 400 with the reason otherwise.
 */
export async function useClosureCode(
  deps: Pick<ClosureCodeDeps, 'codes' | 'now'>,
  sub: string,
  code: string,
): Promise<void> {
  const stored = await deps.codes.countTry(sub, deps.now().toISOString(), CLOSURE_CODE_TRIES);
  if (!stored) {
    throw new InvalidInputError(ACCOUNT_CLOSURE_MESSAGES.codeExpired, { code: ACCOUNT_CLOSURE_MESSAGES.codeExpired });
  }
  const given = Buffer.from(hashOf(code, stored.salt), 'hex');
  const kept = Buffer.from(stored.hash, 'hex');
  const right = given.length === kept.length && timingSafeEqual(given, kept);
  if (!right || !(await deps.codes.consume(sub, stored.hash))) {
    throw new InvalidInputError(ACCOUNT_CLOSURE_MESSAGES.wrongCode, { code: ACCOUNT_CLOSURE_MESSAGES.wrongCode });
  }
}
