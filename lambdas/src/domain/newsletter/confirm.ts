import type { ConfirmStatus } from '@shop/shared/content/newsletter';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/shared/i18n/languages';
import { log } from '../../observability/log.ts';
import type { NewsletterRepository, NewsletterSubscriber } from '../../repositories/newsletter-repository.ts';
import type { Mailer } from '../ports/mailer.ts';
import { confirmTokenHash } from './confirm-token.ts';
import { type UnsubscribeTargets, withListUnsubscribe } from './list-unsubscribe.ts';
import { emailFromToken, unsubscribeUrl } from './unsubscribe-token.ts';
import { welcomeMail } from './welcome-mail.ts';

export interface ConfirmDependencies {
  subscribers: NewsletterRepository;
  mailer: Mailer;
  siteUrl: string;
  /** The mailbox that List-Unsubscribe's mailto writes to. */
  unsubscribeMailbox: string;
  now?: () => Date;
}

export interface ConfirmOutcome {
  status: ConfirmStatus;
  /** The subscriber's language, for the page the link lands on; English when the link was not good. */
  language: ShopLanguage;
}

/** The headers and link a newsletter mail to this subscriber carries. */
export function unsubscribeTargets(deps: ConfirmDependencies, subscriber: NewsletterSubscriber): UnsubscribeTargets {
  const token = subscriber.unsubscribe_token;
  return { url: unsubscribeUrl(deps.siteUrl, token), mailbox: deps.unsubscribeMailbox, token };
}

/**
 * The link in the confirmation mail: a pending address whose link is good and unexpired becomes subscribed and
 * receives the welcome (the first newsletter mail, with one-click unsubscribe). Opening the link again says it is
 * done; an expired link says so, and signing up again sends a new one.
 */
export async function confirmNewsletter(
  deps: ConfirmDependencies,
  token: string,
  now: Date = deps.now?.() ?? new Date(),
): Promise<ConfirmOutcome> {
  const invalid: ConfirmOutcome = { status: 'invalid', language: DEFAULT_LANGUAGE };
  const email = emailFromToken(token);
  if (!email) return invalid;
  const hash = confirmTokenHash(token);
  const confirmed = await deps.subscribers.confirm(email, hash, now.toISOString());
  if (!confirmed) {
    const row = await deps.subscribers.get(email);
    if (row?.confirm_token_hash !== hash) return invalid;
    const language = row.language ?? DEFAULT_LANGUAGE;
    if (row.status === 'subscribed') return { status: 'done', language };
    return row.status === 'pending' ? { status: 'expired', language } : invalid;
  }

  const language = confirmed.language ?? DEFAULT_LANGUAGE;
  try {
    const targets = unsubscribeTargets(deps, confirmed);
    await deps.mailer.send(withListUnsubscribe(welcomeMail(email, deps.siteUrl, targets.url, language), targets));
  } catch (error) {
    // The address stays confirmed; only the welcome is lost. It is logged for the operator.
    log('error', 'newsletter welcome mail failed', { error: String(error) });
  }
  return { status: 'done', language };
}
