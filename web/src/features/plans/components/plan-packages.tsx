import { PACKAGE_ADDS } from '@shop/shared/plans/package-contents';
import type { Package, PublicPlan } from '@shop/shared/plans/plan';
import { REQUEST_ACTION_LABELS } from '@shop/shared/requests/request-labels';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PaymentsOffNotice } from '../../../components/payments-off-notice.tsx';
import { PlanPrice } from '../../../components/plans/plan-price.tsx';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useOnlinePaymentsEnabled } from '../../../lib/site-settings/use-site-settings.ts';
import { PACKAGES_ANCHOR } from './plan-download-link.tsx';

/** The three packages and what each adds to the one below (one list in shared/, also behind the seeded files). */
export const PACKAGE_DETAILS: { id: Package; name: string; price: (plan: PublicPlan) => number; includes: string[] }[] =
  [
    { id: 'basic', name: msg('Basic'), price: (plan) => plan.basic_price, includes: [...PACKAGE_ADDS.basic] },
    {
      id: 'standard',
      name: msg('Standard'),
      price: (plan) => plan.standard_price,
      includes: [msg('Everything in Basic'), ...PACKAGE_ADDS.standard],
    },
    {
      id: 'premium',
      name: msg('Premium'),
      price: (plan) => plan.premium_price,
      includes: [msg('Everything in Standard'), ...PACKAGE_ADDS.premium],
    },
  ];

interface PlanPackagesProps {
  plan: PublicPlan;
  selected: Package;
  onSelect: (pkg: Package) => void;
  onProceed: () => void;
}

/** The three packages as one radio group (one chosen at a time, Standard first) and Proceed to Checkout. */
export function PlanPackages({ plan, selected, onSelect, onProceed }: PlanPackagesProps) {
  const name = useId();
  const paymentsOn = useOnlinePaymentsEnabled();
  const section = useRef<HTMLElement>(null);
  // A list card's Download for a plan not bought yet lands here (#packages), once the plan has loaded.
  useEffect(() => {
    if (window.location.hash === `#${PACKAGES_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section id={PACKAGES_ANCHOR} ref={section} className="packages" aria-labelledby="packages-heading">
      <h2 id="packages-heading">{t('Choose Your Package')}</h2>
      <fieldset className="package-choices">
        <legend className="visually-hidden">{t('Package')}</legend>
        <ul className="package-list">
          {PACKAGE_DETAILS.map((pkg) => (
            <li key={pkg.id}>
              <label className={`package package-${pkg.id}${selected === pkg.id ? ' is-selected' : ''}`}>
                <span className="package-head">
                  <input
                    type="radio"
                    name={name}
                    value={pkg.id}
                    checked={selected === pkg.id}
                    onChange={() => onSelect(pkg.id)}
                  />
                  {/* i18next-instrument-ignore-next-line */}
                  <span className="package-name">{t('{name} Package', { name: t(pkg.name) })}</span>
                  {pkg.id === 'standard' ? <span className="badge badge-type">{t('Most Popular')}</span> : null}
                </span>
                <span className="package-price">
                  <PlanPrice cedis={pkg.price(plan)} />
                </span>
                <span className="package-includes-title">{t("What's included")}</span>
                <ul className="package-includes">
                  {pkg.includes.map((item) => (
                    // i18next-instrument-ignore-next-line
                    <li key={item}>{t(item)}</li>
                  ))}
                </ul>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="package-proceed">
        {paymentsOn ? (
          <button type="button" className="button button-accent button-large" onClick={onProceed}>
            {t('Proceed to Checkout')}
            <ArrowRightIcon size={18} />
          </button>
        ) : (
          <PaymentsOffNotice />
        )}
        <p className="trust-note">
          <ShieldIcon size={18} /> {t('100% Money Guarantee · Secure card and mobile money payment')}
        </p>
        <p>
          <Link to={paths.requestNew.getHref({ plan: plan.id })}>{REQUEST_ACTION_LABELS[currentLanguage()].quote}</Link>
        </p>
      </div>
    </section>
  );
}
