import { createRequire } from 'node:module';
import { writeConfirmationCode } from './cognito-codes.ts';

/*
 * Preloaded into the cognito-local child (`--import`). cognito-local "sends" a code by logging a box through
 * pino-pretty, whose output reached us minutes late under load and, after an hour, not at all, while the code was
 * already stored. So its message sender is replaced here: each code is written to the offline mailbox before the
 * emulator answers the call that sent it. Everything else of cognito-local is left as it is.
 */
interface SenderContext {
  logger: { info(message: string): void; bindings?: () => Record<string, unknown> };
}
interface SentMessage {
  __code?: string;
  emailSubject?: string;
  emailMessage?: string;
}

const mailDir = process.env.COGNITO_MAIL_DIR;
const announce = process.env.COGNITO_ANNOUNCE_CODES === '1';

if (mailDir) {
  const require = createRequire(import.meta.url);
  const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender.js') as {
    ConsoleMessageSender: { prototype: Record<string, unknown> };
  };
  const deliver = (ctx: SenderContext, _user: unknown, destination: string, message: SentMessage) => {
    const reason = String(ctx.logger.bindings?.().target ?? 'Unknown');
    writeConfirmationCode(mailDir, {
      to: destination,
      code: message.__code ?? '',
      reason,
      subject: message.emailSubject,
      message: message.emailMessage,
    });
    ctx.logger.info(`Confirmation code delivered to ${destination}`);
    // stderr, which the parent shows as it comes (stdout goes to the log file).
    if (announce) process.stderr.write(`${reason} code for ${destination}: ${message.__code}\n`);
    return Promise.resolve();
  };
  ConsoleMessageSender.prototype.sendEmail = deliver;
  ConsoleMessageSender.prototype.sendSms = deliver;
}
