import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { sesMailer, toEml } from '../../src/adapters/mailer.ts';
import type { OutgoingMail } from '../../src/domain/ports/mailer.ts';

const MAIL: OutgoingMail = {
  kind: 'order-confirmation',
  to: 'ama@example.com',
  subject: 'Your plans are ready',
  text: 'Dear Ama Mensah,\n\nThank you.',
  html: '<p>Dear Ama Mensah,</p><p>Thank you.</p>',
};

describe('the mailer adapters', () => {
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
