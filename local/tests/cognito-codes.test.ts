import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmationCodeCollector, latestConfirmationCode } from '../emulators/cognito-codes.ts';

const ESC = String.fromCharCode(27);
const colour = (code: number, text: string) => `${ESC}[${code}m${text}${ESC}[39m`;
const row = (text: string) => `│   ${text.padEnd(52)}│`;

/** A ForgotPassword code as cognito-local writes it on stdout: a pino-pretty line holding a boxen box. */
function deliveryLine(to: string, code: string): string {
  const border = '─'.repeat(55);
  const box = [
    `╭${border}╮`,
    row(''),
    row('Confirmation Code Delivery'),
    row(''),
    row('Username:    ee3e518d-b711-4f9d-825a-d436b5a35a26'),
    row(`Destination: ${to}`),
    row(`Code:        ${code}`),
    row(''),
    `╰${border}╯`,
  ].join('\n');
  return `[1795573126916] ${colour(32, 'INFO')}: ${colour(36, `0a59a99b ForgotPassword ${colour(33, box)}`)}\n`;
}

/** A sign-up code as cognito-local prints it when the pool's CustomMessage trigger wrote the mail: rows 80 wide, joined. */
function customMessageLine(to: string, code: string): string {
  const width = 78;
  const rows = [
    '',
    'Confirmation Code Delivery',
    '',
    'Username:      7ee23aac-a0a8-4b75-ba72-77b0260f7092',
    `Destination:   ${to}`,
    `Code:          ${code}`,
    'Email Subject: Votre code de vérification Tema House Plans',
    'Email Message: <p>Bienvenue chez Tema House Plans\u202f!</p>',
    '<p>Merci d’avoir créé votre compte. Pour confirmer votre adresse e-mail,',
    'saisissez ce code sur notre site\u202f:</p>',
    `<p style="font-size:24px">${code}</p>`,
    '',
  ].map((text) => `│   ${text.padEnd(width - 3)}│`);
  const box = [`╭${'─'.repeat(width)}╮`, ...rows, `╰${'─'.repeat(width)}╯`].join('');
  return `[1795595867596] ${colour(32, 'INFO')}: ${colour(36, `4779fe84 SignUp ${box}`)} {"target":"SignUp"}\n`;
}

const warning = `[1795573116510] ${colour(33, 'WARN')}: 270de55c NONE Error handling target: AdminGetUser\n    err: {\n      "type": "UserNotFoundError"\n    }\n`;

let mailDir = '';
afterEach(() => rmSync(mailDir, { recursive: true, force: true }));

describe('confirmation codes from cognito-local', () => {
  it('delivers the code wherever the pipe cuts the output, even inside a box character or a colour', () => {
    const output = Buffer.from(warning + deliveryLine('ama@example.com', '662052') + warning);
    for (let cut = 1; cut < output.length; cut += 1) {
      mailDir = mkdtempSync(join(tmpdir(), 'mail-'));
      const collect = confirmationCodeCollector(mailDir);
      collect(output.subarray(0, cut));
      collect(output.subarray(cut));
      expect({ cut, code: latestConfirmationCode(mailDir, 'ama@example.com') }).toEqual({ cut, code: '662052' });
      rmSync(mailDir, { recursive: true, force: true });
    }
  });

  it('delivers each of several codes once, fed a byte at a time', () => {
    mailDir = mkdtempSync(join(tmpdir(), 'mail-'));
    const collect = confirmationCodeCollector(mailDir);
    const output = Buffer.from(
      deliveryLine('kofi@example.com', '111111') + warning + deliveryLine('esi@example.com', '222222'),
    );
    for (let at = 0; at < output.length; at += 1) collect(output.subarray(at, at + 1));
    expect(readdirSync(mailDir)).toHaveLength(2);
    expect(latestConfirmationCode(mailDir, 'kofi@example.com')).toBe('111111');
    expect(latestConfirmationCode(mailDir, 'esi@example.com')).toBe('222222');
  });

  it('keeps the subject and the message a CustomMessage trigger wrote, the message in one piece, cut anywhere', () => {
    const output = Buffer.from(warning + customMessageLine('afi@example.com', '135164'));
    for (const cut of [1, 200, 400, 700, output.length - 5]) {
      mailDir = mkdtempSync(join(tmpdir(), 'mail-'));
      const collect = confirmationCodeCollector(mailDir);
      collect(output.subarray(0, cut));
      collect(output.subarray(cut));

      const [file = ''] = readdirSync(mailDir);
      const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8'));
      expect(mail).toMatchObject({
        to: 'afi@example.com',
        code: '135164',
        reason: 'SignUp',
        subject: 'Votre code de vérification Tema House Plans',
        message:
          '<p>Bienvenue chez Tema House Plans\u202f!</p> <p>Merci d’avoir créé votre compte. Pour confirmer votre adresse e-mail, saisissez ce code sur notre site\u202f:</p> <p style="font-size:24px">135164</p>',
      });
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
