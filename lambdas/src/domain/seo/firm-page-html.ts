import { BUSINESS } from '@shop/shared/business';
import type { FirmPage } from '@shop/shared/content/firm-pages';
import { pathInLanguage, type ShopLanguage } from '@shop/shared/i18n/languages';
import type { PublicSiteSettings } from '@shop/shared/settings/site-settings';
import type { DayOfWeek, LocalBusiness, OpeningHoursSpecification, WithContext } from 'schema-dts';
import { escapeHtml } from './escape-html.ts';
import { languageLinks } from './language-links.ts';
import { scriptJson } from './plan-page-html.ts';

/** The firm's postal address (BUSINESS.address, in parts), where its office in Tema stands. */
export const FIRM_ADDRESS = {
  streetAddress: 'Community 1',
  addressLocality: 'Tema',
  addressRegion: 'Greater Accra',
  addressCountry: 'GH',
} as const;

/** BUSINESS.hours as schema.org wants them (24-hour times; Sunday closed, so absent). */
export const FIRM_OPENING_HOURS: readonly { days: DayOfWeek[]; opens: string; closes: string }[] = [
  {
    days: [
      'https://schema.org/Monday',
      'https://schema.org/Tuesday',
      'https://schema.org/Wednesday',
      'https://schema.org/Thursday',
      'https://schema.org/Friday',
    ],
    opens: '08:00',
    closes: '18:00',
  },
  { days: ['https://schema.org/Saturday'], opens: '09:00', closes: '16:00' },
];

/** The firm's links elsewhere (social profiles); the settings hold none yet, so `sameAs` is left out while empty. */
export interface FirmInput {
  settings: Pick<PublicSiteSettings, 'site_name' | 'site_description' | 'contact_email'>;
  language: ShopLanguage;
  /** The site's own address without a final slash. */
  siteUrl: string;
  sameAs?: readonly string[];
}

const PAGE_PATH: Record<FirmPage, string> = { home: '/', contact: '/contact' };

const CONTACT_TITLE: Record<ShopLanguage, string> = { en: 'Contact us', fr: 'Contactez-nous' };

/** The firm as a schema.org LocalBusiness (a kind of Organization): what search engines show in their panels. */
export function firmData({ settings, language, siteUrl, sameAs = [] }: FirmInput): WithContext<LocalBusiness> {
  const home = `${siteUrl}${pathInLanguage('/', language)}`;
  const hours: OpeningHoursSpecification[] = FIRM_OPENING_HOURS.map((each) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: each.days,
    opens: each.opens,
    closes: each.closes,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#firm`,
    name: settings.site_name || BUSINESS.name,
    description: settings.site_description,
    url: home,
    logo: `${siteUrl}/icons/icon-512.png`,
    image: `${siteUrl}/og-image.jpg`,
    email: settings.contact_email || BUSINESS.email,
    telephone: BUSINESS.phones[0],
    address: { '@type': 'PostalAddress', ...FIRM_ADDRESS },
    areaServed: ['Ghana', 'West Africa'],
    currenciesAccepted: 'GHS',
    openingHoursSpecification: hours,
    contactPoint: BUSINESS.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      email: settings.contact_email || BUSINESS.email,
      contactType: 'customer service',
      availableLanguage: ['English', 'French'],
    })),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
}

/** Home's or Contact's head: absolute canonical and hreflang links, og:url, and the firm's JSON-LD. */
export function firmHead(input: FirmInput & { page: FirmPage; shellTitle: string }) {
  const { page, language, siteUrl, settings } = input;
  const path = PAGE_PATH[page];
  const name = settings.site_name || BUSINESS.name;
  return {
    title: page === 'home' ? input.shellTitle : `${CONTACT_TITLE[language]} | ${name}`,
    tags: [
      ...languageLinks(siteUrl, path, language),
      `<meta property="og:url" content="${escapeHtml(`${siteUrl}${pathInLanguage(path, language)}`)}">`,
      `<meta property="og:image" content="${escapeHtml(`${siteUrl}/og-image.jpg`)}">`,
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      `<script type="application/ld+json">${scriptJson(firmData(input))}</script>`,
    ],
  };
}

/** The prerendered shell's own canonical and hreflang links are relative: the page's absolute ones replace them. */
export function withoutLanguageLinks(shell: string): string {
  return shell.replace(/\s*<link rel="(?:canonical"|alternate" hreflang=)[^>]*>/g, '');
}
