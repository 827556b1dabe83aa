import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import type { Mailer, OutgoingMail } from '../domain/ports/mailer.ts';
import { log } from '../observability/log.ts';
import { awsClientOptions } from '../outbound/aws-client-options.ts';
import { CALL_BUDGETS, type CallBudget } from '../outbound/call-budgets.ts';

export type { Mailer, OutgoingMail };

/** Header values must stay on one line, or a visitor's subject could add headers of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** RFC 2047 encoding for header text that is not plain ASCII (a cedi sign, an accented name). */
function encodeHeader(value: string): string {
  const line = oneLine(value);
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line, 'utf8').toString('base64')}?=`;
}

/** CRLF line ends, as RFC 5322 wants them. */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/**
 * The message as an .eml file (RFC 5322), which any mail client opens: plain text alone, or a multipart/alternative
 * with the text first and the HTML last (the part a client prefers when it can show it). Both parts stay 8bit, so the
 * offline mailbox is readable as it is.
 */
export function toEml(mail: OutgoingMail, from: string, date = new Date()): string {
  const boundary = `alt-${randomUUID()}`;
  const content: [string, string][] = mail.html
    ? [['Content-Type', `multipart/alternative; boundary="${boundary}"`]]
    : [
        ['Content-Type', 'text/plain; charset=UTF-8'],
        ['Content-Transfer-Encoding', '8bit'],
      ];
  const headers: [string, string][] = [
    ['From', oneLine(from)],
    ['To', oneLine(mail.to)],
    ...(mail.replyTo ? ([['Reply-To', oneLine(mail.replyTo)]] as [string, string][]) : []),
    ['Subject', encodeHeader(mail.subject)],
    ['Date', date.toUTCString().replace('GMT', '+0000')],
    ['Message-ID', `<${randomUUID()}@tema-house-plans.local>`],
    ['MIME-Version', '1.0'],
    ...content,
    ['X-Mail-Kind', oneLine(mail.kind)],
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => [oneLine(name), oneLine(value)] as [string, string]),
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}`).join('\r\n');
  if (!mail.html) return `${head}\r\n\r\n${crlf(mail.text)}\r\n`;
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${crlf(body)}\r\n`;
  return `${head}\r\n\r\n${part('text/plain', mail.text)}${part('text/html', mail.html)}--${boundary}--\r\n`;
}

/**
 * A mail with attachments as one MIME message (multipart/mixed around the text and HTML alternatives and the files),
 * built by nodemailer's MailComposer: SES sends it as Content.Raw, and offline it is the .eml itself.
 */
export async function rawMessage(mail: OutgoingMail, from: string, date = new Date()): Promise<Uint8Array> {
  const composer = new MailComposer({
    from: oneLine(from),
    to: oneLine(mail.to),
    replyTo: mail.replyTo ? oneLine(mail.replyTo) : undefined,
    subject: oneLine(mail.subject),
    date,
    text: mail.text,
    html: mail.html,
    headers: {
      'X-Mail-Kind': oneLine(mail.kind),
      ...Object.fromEntries(Object.entries(mail.headers ?? {}).map(([name, value]) => [oneLine(name), oneLine(value)])),
    },
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content),
    })),
  });
  return new Uint8Array(await composer.compile().build());
}

const hasAttachments = (mail: OutgoingMail) => (mail.attachments?.length ?? 0) > 0;

/** Offline: each mail becomes `<dir>/<time>-<kind>-<to>.eml` and a log line, instead of leaving the machine. */
export function fileMailer(dir: string, from: string): Mailer {
  return {
    async send(mail) {
      const now = new Date();
      const safeTo = mail.to.replace(/[^\w@.-]/g, '_');
      const file = join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${safeTo}.eml`);
      await mkdir(dir, { recursive: true });
      if (hasAttachments(mail)) await writeFile(file, await rawMessage(mail, from, now));
      else await writeFile(file, toEml(mail, from, now), 'utf8');
      log('info', 'mail written', { kind: mail.kind, to: mail.to, file });
    },
  };
}

/**
 * In AWS: SES (v2) SendEmail from the shop's verified sender address. A mail without files goes as Content.Simple
 * (SES writes the MIME); one with files as Content.Raw, the message MailComposer built.
 */
export function sesMailer(client: SESv2Client, from: string): Mailer {
  return {
    async send(mail) {
      if (hasAttachments(mail)) {
        await client.send(
          new SendEmailCommand({
            FromEmailAddress: from,
            Destination: { ToAddresses: [mail.to] },
            Content: { Raw: { Data: await rawMessage(mail, from) } },
          }),
        );
        log('info', 'mail sent', { kind: mail.kind, attachments: mail.attachments?.length });
        return;
      }
      const headers = Object.entries(mail.headers ?? {}).map(([Name, Value]) => ({ Name, Value: oneLine(Value) }));
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
          Content: {
            Simple: {
              Subject: { Data: oneLine(mail.subject), Charset: 'UTF-8' },
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
              },
              Headers: headers.length ? headers : undefined,
            },
          },
        }),
      );
      log('info', 'mail sent', { kind: mail.kind });
    },
  };
}

/** Until an operator sets the shop's email (docs/operations.md), mail cannot go anywhere: say so loudly. */
const unconfiguredMailer: Mailer = {
  async send(mail) {
    throw new Error(`Mail is not configured (no ${ENV_NAMES.senderEmail}); a ${mail.kind} mail was not sent`);
  },
};

const sesClients = new Map<CallBudget, SESv2Client>();

/**
 * The mailer for this environment: files under MAIL_DIR offline, SES when a sender is configured. A Cognito trigger
 * passes its tighter budget.
 */
export function mailerFromEnv(budget: CallBudget = CALL_BUDGETS.request): Mailer {
  const from = optionalEnv(ENV_NAMES.senderEmail);
  const mailDir = optionalEnv(ENV_NAMES.mailDir);
  if (mailDir) return fileMailer(mailDir, from ?? 'shop@tema-house-plans.local');
  if (!from) return unconfiguredMailer;
  let ses = sesClients.get(budget);
  if (!ses) {
    ses = new SESv2Client(awsClientOptions(budget));
    sesClients.set(budget, ses);
  }
  return sesMailer(ses, from);
}
