import { type CheckResult, errorText, fail, pass } from '@shop/infra/preflight/check-result';
import { get, isEdgeHit, type SmokeTarget, siteUrl } from '../smoke-target.ts';

/** A public catalogue read (shared/src/api/cache-control.ts marks it s-maxage) and a signed-in one. */
export const PUBLIC_READ = '/api/settings';
export const SIGNED_IN_READ = '/api/favorites';

/** The edge keeps public reads: the answer says s-maxage, and a repeat is served from the edge. */
export async function checkPublicReadsCached(target: SmokeTarget): Promise<CheckResult> {
  const check = 'public reads cached';
  try {
    const answers: Response[] = [];
    // A first call may miss; the edge should hold the answer for the next one or two.
    for (let i = 0; i < 3 && !answers.slice(1).some(isEdgeHit); i++)
      answers.push(await get(siteUrl(target, PUBLIC_READ)));
    const cacheControl = answers[0]?.headers.get('cache-control') ?? '';
    if (answers[0]?.status !== 200 || !/\bs-maxage=\d+/.test(cacheControl)) {
      return fail(
        check,
        `GET ${PUBLIC_READ}: ${answers[0]?.status}, cache-control "${cacheControl}"`,
        'the function must answer with PUBLIC_READ_CACHE (shared/src/api/cache-control.ts); look at its log group.',
      );
    }
    if (!answers.slice(1).some(isEdgeHit)) {
      return fail(
        check,
        `GET ${PUBLIC_READ} ${answers.length} times, never "Hit from cloudfront"`,
        "the /api/* behaviour's cache policy must honour the origin's s-maxage (infra/src/constructs/site.ts).",
      );
    }
    return pass(check, `GET ${PUBLIC_READ}: "${cacheControl}", then a hit from the edge`);
  } catch (error) {
    return fail(check, `GET ${PUBLIC_READ} failed (${errorText(error)})`, 'check the --url.');
  }
}

/**
 * A signed-in read is never stored: with a token it says private, no-store; without one it is refused and
 * that refusal is not kept either. Two calls each, neither served from the edge.
 */
export async function checkSignedInReadsNeverCached(target: SmokeTarget): Promise<CheckResult> {
  const check = 'signed-in reads never cached';
  const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token}` } : {};
  const expected = target.token ? 200 : 401;
  try {
    const answers = [await get(siteUrl(target, SIGNED_IN_READ), { headers })];
    answers.push(await get(siteUrl(target, SIGNED_IN_READ), { headers }));
    const problems = answers.flatMap((answer, i) => {
      const cacheControl = answer.headers.get('cache-control') ?? '';
      const found: string[] = [];
      if (answer.status !== expected) found.push(`call ${i + 1} answered ${answer.status}, not ${expected}`);
      if (isEdgeHit(answer)) found.push(`call ${i + 1} came from the edge cache`);
      if (/\bpublic\b|s-maxage/.test(cacheControl)) found.push(`call ${i + 1} says "${cacheControl}"`);
      if (target.token && !/\bno-store\b/.test(cacheControl)) found.push(`call ${i + 1} lacks no-store`);
      return found;
    });
    if (problems.length) {
      return fail(
        check,
        `GET ${SIGNED_IN_READ}${target.token ? ' with a token' : ' without a token'}: ${problems.join('; ')}`,
        'signed-in answers must say "private, no-store" and the cache key must hold the Authorization header (infra/src/constructs/site.ts); do not launch until fixed.',
      );
    }
    const how = target.token ? 'with a token: 200, private, no-store' : 'without a token: 401';
    return pass(check, `GET ${SIGNED_IN_READ} ${how}, twice from the origin`);
  } catch (error) {
    return fail(check, `GET ${SIGNED_IN_READ} failed (${errorText(error)})`, 'check the --url.');
  }
}
