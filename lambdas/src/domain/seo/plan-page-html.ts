import { BUSINESS } from '@shop/shared/business';
import { pathInLanguage, SHOP_LANGUAGES, type ShopLanguage } from '@shop/shared/i18n/languages';
import { GALLERY_SIZES } from '@shop/shared/pictures/gallery-sizes';
import { pictureSources } from '@shop/shared/pictures/picture-variants';
import { SHARE_IMAGE_SIZE } from '@shop/shared/pictures/share-image';
import { PACKAGES, type PublicPlan } from '@shop/shared/plans/plan';
import { planInLanguage } from '@shop/shared/plans/plan-in-language';
import { PLAN_DATA_ELEMENT_ID } from '@shop/shared/web/plan-page';
import type { BreadcrumbList, Offer, Product, WithContext } from 'schema-dts';

/** Texts of the page's head that are not the plan's own, in each language. */
const WORDS: Record<ShopLanguage, { home: string; plans: string; locale: string; packages: Record<string, string> }> = {
  en: {
    home: 'Home',
    plans: 'House Plans',
    locale: 'en_GH',
    packages: { basic: 'Basic package', standard: 'Standard package', premium: 'Premium package' },
  },
  fr: {
    home: 'Accueil',
    plans: 'Plans de maison',
    locale: 'fr_FR',
    packages: { basic: 'Formule Basique', standard: 'Formule Standard', premium: 'Formule Premium' },
  },
};

/** Search results and link previews cut descriptions near this length. */
const DESCRIPTION_LENGTH = 160;

export function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": '#39', '"': 'quot' }[char]};`);
}

/** JSON inside a <script> element: `<` escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()}…`;
}

export function absolute(siteUrl: string, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${siteUrl}${address.startsWith('/') ? '' : '/'}${address}`;
}

const PRICE: Record<(typeof PACKAGES)[number], (plan: PublicPlan) => number> = {
  basic: (plan) => plan.basic_price,
  standard: (plan) => plan.standard_price,
  premium: (plan) => plan.premium_price,
};

export interface PlanPageInput {
  plan: PublicPlan;
  language: ShopLanguage;
  /** The site's own address without a final slash, e.g. https://plans.example.com. */
  siteUrl: string;
  /** The plan's share picture (1200x630) once the picture Lambda has made it; until then previews show the main one. */
  shareImage?: string;
}

/** The schema.org Product of a plan: one Offer per package in cedis, and its rating from the real reviews. */
export function planProduct({ plan, language, siteUrl }: PlanPageInput): WithContext<Product> {
  const shown = planInLanguage(plan, language);
  const url = `${siteUrl}${pathInLanguage(`/plans/${encodeURIComponent(plan.id)}`, language)}`;
  const images = [plan.image_url, ...plan.gallery_images].filter(Boolean).map((image) => absolute(siteUrl, image));
  const offers: Offer[] = PACKAGES.map((name) => ({
    '@type': 'Offer',
    name: WORDS[language].packages[name],
    sku: `${plan.id}-${name}`,
    price: PRICE[name](plan).toFixed(2),
    priceCurrency: 'GHS',
    availability: 'https://schema.org/InStock',
    url,
    seller: { '@type': 'Organization', name: BUSINESS.name },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: shown.title,
    description: shown.description,
    sku: plan.id,
    url,
    image: [...new Set(images)],
    category: plan.plan_type,
    brand: { '@type': 'Brand', name: BUSINESS.name },
    offers,
    ...(plan.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(plan.rating_average.toFixed(2)),
            reviewCount: plan.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function planBreadcrumbs({ plan, language, siteUrl }: PlanPageInput): WithContext<BreadcrumbList> {
  const shown = planInLanguage(plan, language);
  const words = WORDS[language];
  const item = (position: number, name: string, path: string) => ({
    '@type': 'ListItem' as const,
    position,
    name,
    item: `${siteUrl}${pathInLanguage(path, language)}`,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      item(1, words.home, '/'),
      item(2, words.plans, '/plans'),
      item(3, shown.title, `/plans/${encodeURIComponent(plan.id)}`),
    ],
  };
}

/** What goes in the plan page's <head>: title, description, canonical, hreflang, previews, JSON-LD, picture. */
export function planHead(input: PlanPageInput): { title: string; description: string; tags: string[] } {
  const { plan, language, siteUrl } = input;
  const shown = planInLanguage(plan, language);
  const title = `${shown.title} | ${BUSINESS.name}`;
  const description = shortDescription(shown.description);
  const path = `/plans/${encodeURIComponent(plan.id)}`;
  const url = `${siteUrl}${pathInLanguage(path, language)}`;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  // The share picture, or the main picture's largest variant (at least 1080 px wide) until the share picture exists.
  const shared = input.shareImage ? absolute(siteUrl, input.shareImage) : undefined;
  const image = shared ?? (plan.image_url ? absolute(siteUrl, plan.image_url) : undefined);
  const sources = pictureSources(plan.image_url);
  const imageSize = shared
    ? [
        meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
        meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
        meta('property', 'og:image:type', 'image/jpeg'),
      ]
    : sources
      ? [meta('property', 'og:image:width', String(sources.widths.at(-1)))]
      : [];
  return {
    title,
    description,
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      ...SHOP_LANGUAGES.map(
        (other) =>
          `<link rel="alternate" hreflang="${other}" href="${escapeHtml(`${siteUrl}${pathInLanguage(path, other)}`)}">`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}${path}`)}">`,
      // The page's largest paint: requested with the HTML, in the width the gallery will ask for.
      ...(plan.image_url
        ? [
            sources
              ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(sources.src)}" imagesrcset="${escapeHtml(sources.webp)}" imagesizes="${GALLERY_SIZES}">`
              : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(plan.image_url)}">`,
          ]
        : []),
      meta('property', 'og:type', 'product'),
      meta('property', 'og:url', url),
      meta('property', 'og:description', description),
      meta('property', 'og:locale', WORDS[language].locale),
      ...(image
        ? [meta('property', 'og:image', image), ...imageSize, meta('property', 'og:image:alt', shown.title)]
        : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      ...(image ? [meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', shown.title)] : []),
      `<script type="application/ld+json">${scriptJson(planProduct(input))}</script>`,
      `<script type="application/ld+json">${scriptJson(planBreadcrumbs(input))}</script>`,
      // The first screen's data, read by the boot script instead of asking the API (a data block is never run).
      `<script type="application/json" id="${PLAN_DATA_ELEMENT_ID}">${scriptJson(plan)}</script>`,
    ],
  };
}

/** Replaces the shell's title, description and og:title, and adds the other tags before </head>. */
export function withHead(shell: string, head: { title: string; description?: string; tags: string[] }): string {
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
    );
  }
  html = html.replace(
    /<meta\s+property="og:title"\s+content="[^"]*"\s*\/?>/,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
  );
  // The shell says og:type website; a page that says its own type (product, article) must not say both.
  if (head.tags.some((tag) => tag.startsWith('<meta property="og:type"'))) {
    html = html.replace(/\s*<meta\s+property="og:type"\s+content="[^"]*"\s*\/?>/, '');
  }
  return html.replace('</head>', `  ${head.tags.join('\n    ')}\n  </head>`);
}

/** A plan's own page: the build's plan shell (its prerendered first screen and scripts) with the plan's head. */
export function planPageHtml(shell: string, input: PlanPageInput): string {
  return withHead(shell, planHead(input));
}

/** The shop's not-found page: the app shell, which shows its not-found view, kept out of search results. */
export function notFoundPageHtml(shell: string, title: string): string {
  return withHead(shell, { title, tags: ['<meta name="robots" content="noindex">'] });
}
