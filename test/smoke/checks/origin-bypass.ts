import { type CheckResult, errorText, fail, pass, skip } from '@shop/infra/preflight/check-result';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import { get, type SmokeTarget } from '../smoke-target.ts';

/** The execute-api address refuses callers that skip CloudFront (and its WAF), even one guessing the secret. */
export async function checkOriginBypass(target: SmokeTarget): Promise<CheckResult> {
  const check = 'API refuses calls that skip CloudFront';
  if (!target.apiUrl) {
    return skip(
      check,
      'no --api-url given (aws apigatewayv2 get-apis --query "Items[?Name==\'HttpApi\'].ApiEndpoint")',
    );
  }
  const url = new URL('/api/plans', target.apiUrl).toString();
  try {
    const plain = await get(url);
    const guessing = await get(url, { headers: { [ORIGIN_VERIFY_HEADER]: 'guessed-secret' } });
    if (plain.status === 403 && guessing.status === 403) {
      return pass(check, `GET ${url}: 403, and 403 with a guessed ${ORIGIN_VERIFY_HEADER}`);
    }
    return fail(
      check,
      `GET ${url}: ${plain.status}, with a guessed secret ${guessing.status}`,
      'every function must refuse requests without the origin secret (lambdas/src/http/origin-verify.ts); do not launch until fixed.',
    );
  } catch (error) {
    return fail(check, `GET ${url} failed (${errorText(error)})`, 'check the --api-url (the HTTP API endpoint).');
  }
}
