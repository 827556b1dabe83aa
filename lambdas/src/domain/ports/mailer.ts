/** How the domain sends mail; adapters/mailer.ts sends it through SES, or to files offline. */
/** A plain-text mail. Plain text only: nothing a visitor typed can turn into markup in the firm's inbox. */
export interface OutgoingMail {
  /** What the mail is for (contact, newsletter-welcome); names the offline file and the log line. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
