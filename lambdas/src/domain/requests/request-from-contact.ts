import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { RequestService } from '@shop/shared/requests/request';
import { log } from '../../observability/log.ts';
import type { ContactMessage } from '../../repositories/contact-messages-repository.ts';
import type { StoredRequest } from '../../repositories/requests-repository.ts';
import type { RequestDeps } from './request-deps.ts';
import { tellRequesterReceived } from './request-notices.ts';
import { newRequestToken } from './request-token.ts';

/** The contact form's project types that are really a service enquiry, and the service each becomes. */
const CONTACT_SERVICES: Partial<Record<NonNullable<ContactMessage['plan_type']>, RequestService>> = {
  custom: 'custom_design',
  consultation: 'consultation',
};

export type ContactRequestDeps = Pick<RequestDeps, 'requests' | 'mailer' | 'settings' | 'siteUrl' | 'newId'>;

/**
 * A contact message about a custom design or a consultation also opens a service request on the desk, under the
 * message's own id (so a repeated submission opens one), with the visitor's private link mailed to them. The firm's
 * contact mail is sent as before and is the staff notice. A failure here is logged: the message itself was taken.
 */
export async function openRequestFromContact(
  deps: ContactRequestDeps,
  message: ContactMessage,
  language: ShopLanguage,
): Promise<void> {
  const service = message.plan_type ? CONTACT_SERVICES[message.plan_type] : undefined;
  if (!service) return;
  try {
    const link = newRequestToken();
    const request: StoredRequest = {
      id: message.id,
      kind: 'service',
      state: 'new',
      requester_sub: null,
      requester_email: message.email,
      requester_name: message.name,
      phone: message.phone || null,
      whatsapp: null,
      order_id: null,
      plan_id: null,
      plan_title: null,
      service,
      language,
      details: {},
      created_at: message.created_at,
      updated_at: message.created_at,
      first_reply_at: null,
      decline_reason: null,
      assignee_sub: null,
      assignee_email: null,
      access_token_hashes: [link.hash],
    };
    if (!(await deps.requests.create(request))) return;
    await deps.requests.addMessage(request.id, {
      id: deps.newId(),
      at: message.created_at,
      author: 'requester',
      author_name: message.name,
      internal: false,
      text: `${message.subject}\n\n${message.message}`,
      attachments: [],
      state_change: null,
    });
    await tellRequesterReceived(deps, request, link.token);
  } catch (error) {
    log('error', 'contact message not opened as a request', { id: message.id, error: String(error) });
  }
}
