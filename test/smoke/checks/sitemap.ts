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

/** One sitemap file, fetched and checked to be XML; its parsed body, or why it is not one. */
async function readXml(address: string): Promise<{ parsed: Record<string, unknown> } | { why: string }> {
  const response = await get(address);
  const xml = await response.text();
  const valid = XMLValidator.validate(xml);
  if (response.status === 200 && valid === true) return { parsed: new XMLParser().parse(xml) ?? {} };
  return {
    why:
      valid === true ? `${response.status}` : `${response.status}, not XML: ${valid.err.msg} (line ${valid.err.line})`,
  };
}

const locsOf = (list: unknown) => [list ?? []].flat().map((entry) => String((entry as { loc: string }).loc));

/**
 * The sitemap is a well-formed sitemaps.org index whose parts are well-formed urlsets, and one of them lists the
 * plan the catalogue shows first.
 */
export async function checkSitemap(target: SmokeTarget): Promise<CheckResult> {
  const check = 'sitemap';
  try {
    const address = await sitemapAddress(target);
    const index = await readXml(address);
    if ('why' in index) return fail(check, `${address}: ${index.why}`, "look at the get-sitemap function's log group.");
    const parts = locsOf((index.parsed.sitemapindex as { sitemap?: unknown } | undefined)?.sitemap);
    const plan = await firstPlan(target);
    const planPath = plan ? `/plans/${plan.id}` : undefined;
    let locations = 0;
    let found = false;
    for (const part of parts) {
      const read = await readXml(part);
      if ('why' in read) return fail(check, `${part}: ${read.why}`, "look at the get-sitemap function's log group.");
      const urls = locsOf((read.parsed.urlset as { url?: unknown } | undefined)?.url);
      locations += urls.length;
      found ||= planPath !== undefined && urls.some((location) => location.endsWith(planPath));
    }
    if (!found) {
      return fail(
        check,
        `${address}: ${parts.length} parts, ${locations} addresses, ${planPath ? `not ${planPath}` : 'and no plan in the catalogue'}`,
        "the sitemap lists active plans: check SITE_URL of the get-sitemap function and the plans' status.",
      );
    }
    return pass(check, `${address}: ${parts.length} parts, ${locations} addresses, ${planPath} among them`);
  } catch (error) {
    return fail(check, `reading the sitemap failed (${errorText(error)})`, 'check the --url.');
  }
}
