import { type CheckResult, errorText, fail, pass } from '@shop/infra/preflight/check-result';
import { pictureSources } from '@shop/shared/pictures/picture-variants';
import { get, type SmokeTarget, siteUrl } from '../smoke-target.ts';

interface PlanSummary {
  id: string;
  image_url: string;
  gallery_images?: string[];
}

/** The first plan the public catalogue lists. */
export async function firstPlan(target: SmokeTarget): Promise<PlanSummary | undefined> {
  const response = await get(siteUrl(target, '/api/plans?limit=1'));
  if (!response.ok) return undefined;
  return ((await response.json()) as { plans: PlanSummary[] }).plans[0];
}

/** The picture addresses a plan page loads: the stored JPEG, the smallest WebP variant, one gallery picture. */
function pictureAddresses(plan: PlanSummary): string[] {
  const smallestWebp = pictureSources(plan.image_url)?.webp.split(',')[0]?.trim().split(' ')[0];
  return [plan.image_url, smallestWebp, plan.gallery_images?.[0]].filter((address): address is string =>
    Boolean(address),
  );
}

/** A plan from the API, its page, and its pictures, as a visitor's browser would load them. */
export async function checkPlanPage(target: SmokeTarget): Promise<CheckResult> {
  const check = 'a plan page and its pictures';
  try {
    const plan = await firstPlan(target);
    if (!plan) {
      return fail(
        check,
        'GET /api/plans?limit=1 listed no plan',
        'add an active plan in the admin area, then run the smoke check again.',
      );
    }
    const problems: string[] = [];
    const page = await get(siteUrl(target, `/plans/${encodeURIComponent(plan.id)}`));
    if (page.status !== 200 || !/^text\/html/.test(page.headers.get('content-type') ?? '')) {
      problems.push(`/plans/${plan.id}: ${page.status} ${page.headers.get('content-type')}`);
    }
    // Its own HTML (decision 0047): the plan's JSON-LD for search and previews; an unknown id is a real 404.
    const html = await page.text();
    if (page.status === 200 && !html.includes('"@type":"Product"')) {
      problems.push(`/plans/${plan.id}: no Product JSON-LD (the plan page function or the get-plan-page Lambda)`);
    }
    const missing = await get(siteUrl(target, '/plans/smoke-check-no-such-plan'));
    await missing.body?.cancel();
    if (missing.status !== 404) problems.push(`/plans/smoke-check-no-such-plan: ${missing.status}, not 404`);
    const pictures = pictureAddresses(plan);
    for (const address of pictures) {
      const picture = await get(siteUrl(target, address));
      const type = picture.headers.get('content-type') ?? '';
      const bytes = (await picture.arrayBuffer()).byteLength;
      if (picture.status !== 200 || !/^image\//.test(type) || bytes === 0) {
        problems.push(`${address}: ${picture.status} ${type || 'no content type'}, ${bytes} bytes`);
      }
    }
    if (problems.length) {
      return fail(
        check,
        problems.join('; '),
        'a page that fails is the plan page function, the get-plan-page Lambda (its log group) or the web bucket it reads the shell from; a picture that fails is the images bucket, the /images/* behaviour or the picture function (its log group).',
      );
    }
    return pass(check, `/plans/${plan.id} and ${pictures.length} pictures`);
  } catch (error) {
    return fail(check, `loading failed (${errorText(error)})`, 'check the --url.');
  }
}
