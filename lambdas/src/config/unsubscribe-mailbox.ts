import { ENV_NAMES, optionalEnv } from './env.ts';

/**
 * The mailbox List-Unsubscribe's mailto names: the shop's sender address, where replies already go to staff
 * (docs/operations.md says how those requests are handled). Offline, the file mailer's sender.
 */
export function unsubscribeMailbox(): string {
  return optionalEnv(ENV_NAMES.senderEmail) ?? 'shop@tema-house-plans.local';
}
