import { BUSINESS } from '@shop/shared/business';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { footerLegalLinks, footerQuickLinks, paths } from '../../config/paths.ts';
import { t } from '../../i18n/i18n.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.ts';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XSocialIcon,
} from '../ui/icons.tsx';
import { BrandMark, BrandName } from './brand-mark.tsx';

/** Social accounts are not open yet; they are listed without links rather than pointing nowhere. */
const SOCIAL = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'X', Icon: XSocialIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
] as const;

/** One column of footer links; the labels are English keys from the paths table, read in the page's language. */
function FooterLinks({
  label,
  heading,
  links,
}: {
  label: string;
  heading: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav className="footer-links" aria-label={label}>
      <h2 className="footer-heading">{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            {/* i18next-instrument-ignore-next-line */}
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const year = new Date().getFullYear();
  const site = useSiteSettings();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-label={t('About us')}>
          <Link to={paths.home.getHref()} className="brand brand-on-dark">
            <BrandMark />
            <BrandName name={site.site_name} />
          </Link>
          <p>{site.site_description}</p>
          <ul className="social-list" aria-label={t('Social media (coming soon)')}>
            {SOCIAL.map(({ name, Icon }) => (
              <li key={name} title={t('{name} (coming soon)', { name })}>
                <Icon />
                <span className="visually-hidden">{name}</span>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks label={t('Quick links')} heading={t('Quick Links')} links={footerQuickLinks} />
        <FooterLinks label={t('Legal')} heading={t('Legal')} links={footerLegalLinks} />
        <section className="footer-contact" aria-label={t('Contact details')}>
          <h2 className="footer-heading">{t('Contact Us')}</h2>
          <ul>
            {BUSINESS.phones.map((phone) => (
              <li key={phone}>
                <PhoneIcon size={18} />
                <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
              </li>
            ))}
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
            </li>
            <li>
              <MapPinIcon size={18} />
              <address>{BUSINESS.address}</address>
            </li>
          </ul>
          {newsletter ? (
            <div className="footer-newsletter">
              <h2 className="footer-heading">{t('Newsletter')}</h2>
              {newsletter}
            </div>
          ) : null}
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t('© {year} {siteName}. All rights reserved.', { year, siteName: site.site_name })}</p>
      </div>
    </footer>
  );
}
