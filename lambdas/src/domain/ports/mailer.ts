/** How the domain sends mail; adapters/mailer.ts sends it through SES, or to files offline. */
/**
 * A mail: always a plain-text part; buyers' mails also an HTML part, built with every value escaped (domain/mails).
 * Mails carrying what a visitor typed to the firm (contact) stay plain text only.
 */
export interface OutgoingMail {
  /** What the mail is for (contact, newsletter-welcome); names the offline file and the log line. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`, when the mail has one. */
  html?: string;
  /** Files sent with the mail (the confirmation's invoice PDF). */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
