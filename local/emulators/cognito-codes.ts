import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/**
 * cognito-local does not send mail: it prints each confirmation code (sign-up, forgotten password)
 * in a box on its stdout. This picks them out and writes each as `<mailDir>/<time>-<target>-<to>.json`,
 * the offline stand-in for the email a user would receive.
 */
export interface ConfirmationCode {
  to: string;
  code: string;
  /** The Cognito action that sent it, e.g. SignUp or ForgotPassword. */
  reason: string;
  at: string;
  /**
   * The mail's subject and body (HTML, its line breaks as spaces) when the pool's CustomMessage trigger wrote them
   * (decision 0028); absent with Cognito's default message.
   */
  subject?: string;
  message?: string;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** A whole box: the fields are read once its bottom border has arrived, so a long message is never cut short. */
const DELIVERY = / (\w+) ╭─+╮([\s\S]*?Confirmation Code Delivery[\s\S]*?)╰─+╯/g;

/** The fields of a delivery box; a field's value may wrap over several rows of the box (the message does). */
function deliveryFields(reason: string, box: string): Omit<ConfirmationCode, 'at'> | undefined {
  const to = /Destination:\s+(\S+)/.exec(box)?.[1];
  const code = /Code:\s+(\S+)/.exec(box)?.[1];
  if (!to || !code) return undefined;
  const subject = /Email Subject:\s+(.+?)\s*│/.exec(box)?.[1];
  const message = /Email Message:\s+([\s\S]*)$/.exec(box)?.[1];
  return {
    to,
    code,
    reason,
    ...(subject ? { subject } : {}),
    // The box's borders and padding out, spaces and line breaks (not the no-break spaces French needs) as one.
    ...(message
      ? {
          message: message
            .replace(/│/g, ' ')
            .replace(/[ \n]+/g, ' ')
            .trim(),
        }
      : {}),
  };
}

/** Unmatched complete lines kept for a box still being written; a box is about 1 KB. */
const KEEP_CHARS = 16_384;

/**
 * The child's stdout arrives in pieces cut anywhere: a large write is split at pipe-page boundaries,
 * inside a 3-byte box character or a colour escape. So bytes are decoded with a StringDecoder (which
 * holds back a partial character) and colours are stripped from complete lines only; cutting each
 * piece on its own lost every code whose box straddled a cut, and the tester waited for a mail that
 * never came.
 */
export function confirmationCodeCollector(mailDir: string, announce?: (message: string) => void) {
  const decoder = new StringDecoder('utf8');
  let partialLine = '';
  let lines = '';
  return (chunk: Buffer) => {
    const text = partialLine + decoder.write(chunk);
    const lastNewline = text.lastIndexOf('\n');
    if (lastNewline < 0) {
      partialLine = text.slice(-KEEP_CHARS);
      return;
    }
    partialLine = text.slice(lastNewline + 1);
    lines += text.slice(0, lastNewline + 1).replace(ANSI, '');
    let consumed = 0;
    for (const match of lines.matchAll(DELIVERY)) {
      const [whole, reason = '', box = ''] = match;
      consumed = (match.index ?? 0) + whole.length;
      const fields = deliveryFields(reason, box);
      if (!fields) continue;
      const mail: ConfirmationCode = { ...fields, at: new Date().toISOString() };
      mkdirSync(mailDir, { recursive: true });
      writeFileSync(
        join(mailDir, `${mail.at.replace(/[:.]/g, '-')}-${reason}-${mail.to.replace(/[^\w@.-]/g, '_')}.json`),
        `${JSON.stringify(mail, null, 2)}\n`,
      );
      announce?.(`[cognito-local] ${reason} code for ${mail.to}: ${mail.code}`);
    }
    // Keep an unfinished box for the next piece, but not an unbounded log.
    lines = lines.slice(consumed).slice(-KEEP_CHARS);
  };
}

/** The newest confirmation code sent to `email`, for tests that sign up or reset a password. */
export function latestConfirmationCode(mailDir: string, email: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  const codes = files
    .sort()
    .map((name) => JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as ConfirmationCode)
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
  return codes.at(-1)?.code;
}
