import { parseArgs } from 'node:util';
import { checkTable, exitCodeOf } from '@shop/infra/preflight/check-table';
import { runSmoke } from './run-smoke.ts';

const USAGE = `npm run smoke -- --url <site> [--api-url <execute-api url>] [--token <ID token>]

Checks a deployed shop from outside: security headers and CSP, edge caching of public and signed-in reads,
rate limits against forged client addresses, the API refusing callers that skip CloudFront, a plan page and
its pictures, the sitemap. Prints a table; exits 1 when a check fails.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'api-url': { type: 'string' },
      token: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.url) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const results = await runSmoke({ site: values.url, apiUrl: values['api-url'], token: values.token });
  console.log(checkTable(`Smoke check of ${values.url}`, results));
  return exitCodeOf(results);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
