import type { FuzzAnswer } from './send-request.ts';

/** What a stack trace or a source location looks like in a body. */
const STACK_SIGNS = [
  /\bat (async )?[\w$.<>[\] ]+ \(.*:\d+:\d+\)/,
  /\bat .*\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\/(src|lambdas|local)\/[\w/-]+\.(ts|js)/,
];

/** Everything wrong with one answer; an empty list when it is fine. */
export function answerProblems(answer: FuzzAnswer, mustBeRefused: boolean): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`server error ${answer.status}`);
  if (STACK_SIGNS.some((sign) => sign.test(answer.text))) problems.push('stack trace or source path in the body');
  if (mustBeRefused && answer.status < 400) problems.push(`accepted (${answer.status}) a request that must be refused`);
  if (answer.status >= 400 && answer.status < 500) {
    let message: unknown;
    try {
      message = (JSON.parse(answer.text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (!answer.contentType.includes('application/json') || typeof message !== 'string' || !message.trim()) {
      problems.push(`a ${answer.status} without a JSON error message`);
    }
  }
  return problems;
}
