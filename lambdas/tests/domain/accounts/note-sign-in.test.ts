import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { noteSignIn, SIGN_INS_NOT_YOURS } from '../../../src/domain/accounts/note-sign-in.ts';
import type { OutgoingMail } from '../../../src/domain/ports/mailer.ts';
import { knownDevicesRepository } from '../../../src/repositories/known-devices-repository.ts';
import { userSettingsRepository } from '../../../src/repositories/user-settings-repository.ts';
import { startDynalite } from '../../support/dynalite-table.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE = 'phone-browser-0001-aaaa';
const LAPTOP = 'laptop-browser-0002-bbbb';

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
let table = '';
let sent: OutgoingMail[] = [];
let mailFails = false;

const ama: Caller = { sub: 'user-ama', email: 'ama@example.com', groups: [], authTime: 1_795_000_000 };

function deps() {
  return {
    devices: knownDevicesRepository(dynalite.db, table),
    userSettings: userSettingsRepository(dynalite.db, table),
    recipients: async () => ({ name: 'Ama Mensah' }),
    site: { read: async () => DEFAULT_SITE_SETTINGS },
    mailer: {
      async send(mail: OutgoingMail) {
        if (mailFails) throw new Error('SES throttled');
        sent.push(mail);
      },
    },
    siteUrl: 'https://plans.example.com',
    now: () => new Date('2026-11-28T10:00:00Z'),
  };
}

const report = (device: string, userAgent = ANDROID_CHROME, caller = ama) =>
  noteSignIn(deps(), caller, caller.sub, { device, userAgent, address: '102.176.65.10' });

beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => dynalite.stop());
beforeEach(async () => {
  table = await dynalite.newTable();
  sent = [];
  mailFails = false;
});

describe('login alerts', () => {
  it('sends nothing for the account’s first browser nor when it signs in again', async () => {
    expect(await report(PHONE)).toEqual({ new_device: true, alerted: false });
    expect(await report(PHONE)).toEqual({ new_device: false, alerted: false });
    expect(sent).toEqual([]);
  });

  it('mails the account when a second browser signs in: when, which browser, from where, and what to do', async () => {
    await report(PHONE);

    const answer = await report(LAPTOP, WINDOWS_FIREFOX);

    expect(answer).toEqual({ new_device: true, alerted: true });
    expect(sent).toHaveLength(1);
    const mail = sent[0] as OutgoingMail;
    expect(mail.to).toBe('ama@example.com');
    expect(mail.subject).toMatch(/^New sign-in to your .+ account$/);
    expect(mail.text).toContain('Dear Ama Mensah,');
    expect(mail.text).toContain('Device: Firefox on Windows');
    expect(mail.text).toContain('IP address: 102.176.65.10');
    // auth_time 1_795_000_000 is 2026-11-18 11:06:40 UTC, the same time in Accra
    expect(mail.text).toMatch(/When: .*18.*2026.*11:06/);
    expect(mail.text).toContain('https://plans.example.com/user/settings#security');
    // Signing in again from that browser is quiet
    expect(await report(LAPTOP, WINDOWS_FIREFOX)).toEqual({ new_device: false, alerted: false });
    expect(sent).toHaveLength(1);
  });

  it('alerts once when a new browser’s first requests race', async () => {
    await report(PHONE);

    const answers = await Promise.all(Array.from({ length: 10 }, () => report(LAPTOP, WINDOWS_FIREFOX)));

    expect(answers.filter((a) => a.alerted)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('writes in French, in the user’s zone, when the account reads the shop in French', async () => {
    await userSettingsRepository(dynalite.db, table).update(
      ama.sub,
      { language: 'fr', timezone: 'America/New_York' },
      '2026-11-01T00:00:00Z',
    );
    await report(PHONE);

    await report(LAPTOP, WINDOWS_FIREFOX);

    const mail = sent[0] as OutgoingMail;
    expect(mail.subject).toMatch(/^Nouvelle connexion à votre compte /);
    expect(mail.text).toContain('Bonjour Ama Mensah,');
    expect(mail.text).toContain('Firefox sur Windows');
    expect(mail.text).toContain('https://plans.example.com/fr/user/settings#security');
    // 11:06 UTC is 06:06 in New York
    expect(mail.text).toMatch(/Quand\u202f: 18 novembre 2026 à 06:06/);
  });

  it('remembers the browser but sends nothing when the user turned login alerts off', async () => {
    await userSettingsRepository(dynalite.db, table).update(ama.sub, { login_alerts: false }, '2026-11-01T00:00:00Z');
    await report(PHONE);

    expect(await report(LAPTOP)).toEqual({ new_device: true, alerted: false });
    expect(sent).toEqual([]);
  });

  it('keeps the sign-in going when the mail fails, and does not alert again for that browser', async () => {
    await report(PHONE);
    mailFails = true;

    expect(await report(LAPTOP)).toEqual({ new_device: true, alerted: false });
    mailFails = false;
    expect(await report(LAPTOP)).toEqual({ new_device: false, alerted: false });
  });

  it('refuses a report for another account', async () => {
    await expect(noteSignIn(deps(), ama, 'user-kofi', { device: PHONE, userAgent: '', address: '' })).rejects.toThrow(
      SIGN_INS_NOT_YOURS,
    );
  });
});
