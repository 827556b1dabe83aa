import { log } from '../../observability/log.ts';
import type { ProfilesRepository } from '../../repositories/profiles-repository.ts';
import { type MailRecipient, recipientFromProfile } from './recipient.ts';

/** Finds a buyer's mail recipient (name, zone) by their account id. */
export type RecipientLookup = (sub: string) => Promise<MailRecipient>;

export function profileRecipients(profiles: Pick<ProfilesRepository, 'get'>): RecipientLookup {
  return async (sub) => recipientFromProfile(await profiles.get(sub));
}

/** The recipient, or a neutral one when there is no lookup or it fails: a greeting is never worth a lost mail. */
export async function recipientOf(lookup: RecipientLookup | undefined, sub: string): Promise<MailRecipient> {
  if (!lookup) return {};
  try {
    return await lookup(sub);
  } catch (error) {
    log('warn', 'mail recipient lookup failed', { error: String(error) });
    return {};
  }
}
