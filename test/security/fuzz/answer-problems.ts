import type { FuzzAnswer } from './send-request.ts';

/** What a stack trace or a source location looks like in a body. */
const STACK_SIGNS = [
  /\bat (async )?[\w$.<>[\] ]+ \(.*:\d+:\d+\)/,
  /\bat .*\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\/(src|lambdas|local)\/[\w/-]+\.(ts|js)/,
];

/** Everything wrong with one answer; an empty list when it is fine. */
export function answerProblems(answer: FuzzAnswer, mustBeRefused: boolean, htmlPage = false): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`server error ${answer.status}`);
  if (STACK_SIGNS.some((sign) => sign.test(answer.text))) problems.push('stack trace or source path in the body');
  if (mustBeRefused && answer.status < 400) problems.push(`accepted (${answer.status}) a request that must be refused`);
  // A page route answers a miss with the shop's not-found page, in HTML, as a browser must see it.
  const pageMiss = htmlPage && answer.status === 404 && answer.contentType.includes('text/html');
  if (answer.status >= 400 && answer.status < 500 && !pageMiss) {
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
