import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { fileMailer, sesMailer, toEml } from '../../src/adapters/mailer.ts';
import type { OutgoingMail } from '../../src/domain/ports/mailer.ts';

const MAIL: OutgoingMail = {
  kind: 'order-confirmation',
  to: 'ama@example.com',
  subject: 'Your plans are ready',
  text: 'Dear Ama Mensah,\n\nThank you.',
  html: '<p>Dear Ama Mensah,</p><p>Thank you.</p>',
};

const PDF = new TextEncoder().encode('%PDF-1.7\n% invoice INV-2026-000001\n%%EOF\n');
const WITH_INVOICE: OutgoingMail = {
  ...MAIL,
  attachments: [{ filename: 'INV-2026-000001.pdf', contentType: 'application/pdf', content: PDF }],
};

/** The base64 body of the MIME part whose headers name `filename`, decoded. */
function attachmentOf(message: string, filename: string): Buffer {
  const part = message.split(/\r\n--/).find((chunk) => chunk.includes(`filename=${filename}`)) ?? '';
  const body = part.split('\r\n\r\n')[1] ?? '';
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

describe('the mailer adapters', () => {
  it('send a mail with a file as one raw MIME message through SES: text, HTML and the PDF', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-3' });

    await sesMailer(ses as unknown as SESv2Client, 'shop@example.com').send(WITH_INVOICE);

    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Content?.Simple).toBeUndefined();
    const message = Buffer.from(input?.Content?.Raw?.Data ?? new Uint8Array()).toString('utf8');
    expect(message).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(message).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(message).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(message).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(message).toMatch(/^Content-Disposition: attachment; filename=INV-2026-000001\.pdf/m);
    expect(message).toContain('To: ama@example.com');
    expect(message).toContain('X-Mail-Kind: order-confirmation');
    expect(attachmentOf(message, 'INV-2026-000001.pdf').equals(Buffer.from(PDF))).toBe(true);
  });

  it('write a mail with a file offline as that same MIME message, the attachment in the .eml', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-'));
    try {
      await fileMailer(dir, 'shop@example.com').send(WITH_INVOICE);
      const [file = ''] = readdirSync(dir);
      const message = readFileSync(join(dir, file), 'utf8');
      expect(message).toMatch(/^Content-Type: application\/pdf; name=INV-2026-000001\.pdf/m);
      expect(attachmentOf(message, 'INV-2026-000001.pdf').equals(Buffer.from(PDF))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('send the HTML part beside the plain-text part through SES', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    await sesMailer(ses as unknown as SESv2Client, 'shop@example.com').send(MAIL);

    const body = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body;
    expect(body).toEqual({
      Text: { Data: MAIL.text, Charset: 'UTF-8' },
      Html: { Data: MAIL.html, Charset: 'UTF-8' },
    });
  });

  it('send a plain-text mail (contact) without an HTML part', async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });

    await sesMailer(ses as unknown as SESv2Client, 'shop@example.com').send({ ...MAIL, html: undefined });

    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body).toEqual({
      Text: { Data: MAIL.text, Charset: 'UTF-8' },
    });
  });

  it('write the offline .eml as multipart/alternative: the text part first, the HTML part last', () => {
    const eml = toEml(MAIL, 'shop@example.com', new Date('2026-12-01T00:00:00Z'));
    const boundary = /Content-Type: multipart\/alternative; boundary="([^"]+)"/.exec(eml)?.[1] ?? '';
    expect(boundary).not.toBe('');
    const parts = eml.split(`--${boundary}`);
    // Preamble (headers), text part, HTML part, closing "--".
    expect(parts).toHaveLength(4);
    expect(parts[1]).toContain('Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n');
    expect(parts[1]).toContain('Dear Ama Mensah,\r\n\r\nThank you.');
    expect(parts[2]).toContain('Content-Type: text/html; charset=UTF-8');
    expect(parts[2]).toContain(MAIL.html);
    expect(parts[3]).toBe('--\r\n');
  });
});
