import { type CheckResult, errorText, fail, pass } from '@shop/infra/preflight/check-result';
import { SITEMAP_PATH } from '@shop/shared/content/site-pages';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { get, type SmokeTarget, siteUrl } from '../smoke-target.ts';
import { firstPlan } from './plan-page.ts';

/** The sitemap robots.txt names (the deployed one carries the site's address), else the route's own path. */
async function sitemapAddress(target: SmokeTarget): Promise<string> {
  const robots = await get(siteUrl(target, '/robots.txt'));
  const named = robots.ok ? /^Sitemap:\s*(\S+)/im.exec(await robots.text())?.[1] : undefined;
  return named ?? siteUrl(target, SITEMAP_PATH);
}

/** The sitemap is well-formed XML, a sitemaps.org urlset, and lists the plan the catalogue shows first. */
export async function checkSitemap(target: SmokeTarget): Promise<CheckResult> {
  const check = 'sitemap';
  try {
    const address = await sitemapAddress(target);
    const response = await get(address);
    const xml = await response.text();
    const valid = XMLValidator.validate(xml);
    if (response.status !== 200 || valid !== true) {
      const why =
        valid === true
          ? `${response.status}`
          : `${response.status}, not XML: ${valid.err.msg} (line ${valid.err.line})`;
      return fail(check, `${address}: ${why}`, "look at the get-sitemap function's log group.");
    }
    const urlset = new XMLParser().parse(xml)?.urlset as { url?: { loc: string } | { loc: string }[] } | undefined;
    const locations = [urlset?.url ?? []].flat().map((url) => url.loc);
    const plan = await firstPlan(target);
    const planPath = plan ? `/plans/${plan.id}` : undefined;
    if (!urlset || !planPath || !locations.some((location) => location.endsWith(planPath))) {
      return fail(
        check,
        `${address}: ${locations.length} addresses, ${planPath ? `not ${planPath}` : 'and no plan in the catalogue'}`,
        "the sitemap lists active plans: check SITE_URL of the get-sitemap function and the plans' status.",
      );
    }
    return pass(check, `${address}: ${locations.length} addresses, ${planPath} among them`);
  } catch (error) {
    return fail(check, `reading the sitemap failed (${errorText(error)})`, 'check the --url.');
  }
}
