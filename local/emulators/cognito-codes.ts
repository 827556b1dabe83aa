import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * cognito-local does not send mail. Its confirmation codes (sign-up, forgotten password, staff invites) are written by
 * cognito-mail-sender.ts, inside the emulator, as `<mailDir>/<time>-<reason>-<to>.json`: the offline stand-in for the
 * email a user would receive, on disk before the emulator answers the call that sent it.
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

/** Writes one code as the file the offline inbox reads; a name sortable by time, then by action and address. */
export function writeConfirmationCode(mailDir: string, fields: Omit<ConfirmationCode, 'at'>, at = new Date()): string {
  const mail: ConfirmationCode = {
    to: fields.to,
    code: fields.code,
    reason: fields.reason,
    at: at.toISOString(),
    ...(fields.subject ? { subject: fields.subject } : {}),
    // Line breaks as spaces (not the no-break spaces French needs), as the message reads in one line of an inbox list.
    ...(fields.message ? { message: fields.message.replace(/[ \r\n]+/g, ' ').trim() } : {}),
  };
  mkdirSync(mailDir, { recursive: true });
  const file = join(
    mailDir,
    `${mail.at.replace(/[:.]/g, '-')}-${mail.reason}-${mail.to.replace(/[^\w@.-]/g, '_')}.json`,
  );
  writeFileSync(file, `${JSON.stringify(mail, null, 2)}\n`);
  return file;
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
