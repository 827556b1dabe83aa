import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { latestConfirmationCode, writeConfirmationCode } from '../emulators/cognito-codes.ts';

let mailDir = '';
afterEach(() => rmSync(mailDir, { recursive: true, force: true }));

describe('confirmation codes in the offline mailbox', () => {
  it('gives the newest code sent to an address, whatever its case', () => {
    mailDir = mkdtempSync(join(tmpdir(), 'mail-'));
    writeConfirmationCode(mailDir, { to: 'Kofi@example.com', code: '111111', reason: 'SignUp' }, new Date(1000));
    writeConfirmationCode(mailDir, { to: 'esi@example.com', code: '222222', reason: 'SignUp' }, new Date(2000));
    writeConfirmationCode(
      mailDir,
      { to: 'kofi@example.com', code: '333333', reason: 'ResendConfirmationCode' },
      new Date(3000),
    );
    expect(readdirSync(mailDir)).toHaveLength(3);
    expect(latestConfirmationCode(mailDir, 'kofi@example.com')).toBe('333333');
    expect(latestConfirmationCode(mailDir, 'esi@example.com')).toBe('222222');
    expect(latestConfirmationCode(mailDir, 'yaw@example.com')).toBeUndefined();
  });

  it('keeps the subject and the message a CustomMessage trigger wrote, its line breaks as spaces', () => {
    mailDir = mkdtempSync(join(tmpdir(), 'mail-'));
    writeConfirmationCode(mailDir, {
      to: 'afi@example.com',
      code: '135164',
      reason: 'SignUp',
      subject: 'Votre code de vérification Tema House Plans',
      message: '<p>Bienvenue chez Tema House Plans\u202f!</p>\n<p style="font-size:24px">135164</p>\n',
    });
    const [file = ''] = readdirSync(mailDir);
    expect(JSON.parse(readFileSync(join(mailDir, file), 'utf8'))).toMatchObject({
      to: 'afi@example.com',
      code: '135164',
      reason: 'SignUp',
      subject: 'Votre code de vérification Tema House Plans',
      message: '<p>Bienvenue chez Tema House Plans\u202f!</p> <p style="font-size:24px">135164</p>',
    });
  });
});
