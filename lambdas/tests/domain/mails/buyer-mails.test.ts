import { describe, expect, it } from 'vitest';
import { recipientFromProfile } from '../../../src/domain/mails/recipient.ts';
import { recipientOf } from '../../../src/domain/mails/recipient-lookup.ts';
import { windowMail } from '../../../src/domain/orders/window-mail.ts';
import { confirmationMail } from '../../../src/domain/payments/confirmation-mail.ts';
import { refundMail } from '../../../src/domain/refunds/refund-mail.ts';
import { order, SHOP, SITE } from './mail-fixtures.ts';

const AMA = { name: 'Ama Mensah' };
const english = order({ language: 'en', plan_title: 'Villa Tema', expires_at: '2026-12-01T00:53:15.000Z' });
const french = order({ language: 'fr', expires_at: '2026-12-01T00:53:15.000Z' });

/** The words of the HTML part as a person reads them: tags out, entities back to characters. */
const readable = (html = '') =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe("buyers' mails", () => {
  it('greet the buyer by their profile name, in both parts and both languages', () => {
    const mails = [
      confirmationMail(english, SITE, SHOP, AMA),
      refundMail(english, SHOP, AMA),
      windowMail(english, SITE, SHOP, 3, AMA),
    ];
    for (const mail of mails) {
      expect(mail.text.startsWith('Dear Ama Mensah,\n\n')).toBe(true);
      expect(readable(mail.html)).toContain('Dear Ama Mensah,');
    }
    expect(confirmationMail(french, SITE, SHOP, AMA).text.startsWith('Bonjour Ama Mensah,\n\n')).toBe(true);
    expect(refundMail(french, SHOP, AMA).text.startsWith('Bonjour Ama Mensah,\n\n')).toBe(true);
  });

  it('greet neutrally without a profile name, never with the email', () => {
    const mail = confirmationMail(english, SITE, SHOP, recipientFromProfile({ first_name: ' ', last_name: undefined }));
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    expect(confirmationMail(french, SITE, SHOP).text.startsWith('Bonjour,\n\n')).toBe(true);
    expect(mail.text.split('\n\n')[0]).not.toContain('ama@example.com');
  });

  it('name the buyer with first and last name from the profile', () => {
    expect(recipientFromProfile({ first_name: 'Ama', last_name: 'Mensah' })).toEqual({ name: 'Ama Mensah' });
    expect(recipientFromProfile({ first_name: 'Ama' })).toEqual({ name: 'Ama' });
    expect(recipientFromProfile(undefined)).toEqual({});
  });

  it('greet neutrally when the profile cannot be read, and still send', async () => {
    const failing = async () => {
      throw new Error('DynamoDB timed out');
    };
    expect(await recipientOf(failing, 'user-1')).toEqual({});
    expect(await recipientOf(undefined, 'user-1')).toEqual({});
  });

  it('escape every interpolated value in the HTML part', () => {
    const hostile = order({ language: 'en', plan_title: 'Villa <b>Tema</b> & Sons' });
    const name = { name: '<script>alert("x")</script> Ama & Kofi' };
    for (const mail of [
      confirmationMail(hostile, SITE, SHOP, name),
      refundMail(hostile, SHOP, name),
      windowMail(hostile, SITE, SHOP, 9, name),
      confirmationMail({ ...hostile, language: 'fr' }, SITE, SHOP, name),
    ]) {
      const html = mail.html ?? '';
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Tema');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ama &amp; Kofi');
      expect(html).toContain('Villa &lt;b&gt;Tema&lt;/b&gt; &amp; Sons');
      // The plain-text part keeps the characters as they are.
      expect(mail.text).toContain('<script>alert("x")</script> Ama & Kofi');
    }
  });

  it('carry the same facts in the HTML part as in the text part, for a phone-sized page', () => {
    const mail = confirmationMail(english, SITE, SHOP, AMA);
    const html = mail.html ?? '';
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:560px');
    expect(html).toContain(`href="${SITE}/download/${english.id}"`);
    for (const fact of ['INV-89ABCDEF', 'Villa Tema', '₵12,500.50 (GHS)', 'ref-1', '1 December 2026']) {
      expect(mail.text).toContain(fact);
      expect(readable(html)).toContain(fact);
    }
  });

  it('write dates in the buyer’s language and zone, not as raw UTC strings', () => {
    const mail = confirmationMail(english, SITE, SHOP, AMA);
    expect(mail.text).toContain('until 1 December 2026 at 00:53 GMT.');
    expect(mail.text).not.toMatch(/Tue, 01 Dec 2026|00:53:15/);
    // A buyer with another zone stored reads their own clock.
    expect(confirmationMail(english, SITE, SHOP, { ...AMA, timeZone: 'Europe/Paris' }).text).toContain(
      'until 1 December 2026 at 01:53 CET.',
    );
    expect(confirmationMail(french, SITE, SHOP, AMA).text).toContain('jusqu’au 1 décembre 2026 à 00:53 UTC+0.');
  });

  it.each([[3], [9]])('say the real number of days of a %s-day extension', (days) => {
    const mail = windowMail(english, SITE, SHOP, days, AMA);
    expect(mail.text).toContain(`by ${days} days.`);
    expect(mail.text).not.toContain('7 days');
    expect(readable(mail.html)).toContain(`by ${days} days.`);
    const inFrench = windowMail(french, SITE, SHOP, days, AMA);
    expect(inFrench.text).toContain(`de ${days}\u00a0jours`);
    expect(inFrench.text).not.toContain('7\u00a0jours');
  });
});
