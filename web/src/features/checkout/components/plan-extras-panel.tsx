import { formatCedisIn } from '@shop/shared/i18n/format';
import { BUILD_LABEL_MAX } from '@shop/shared/orders/plan-extras';
import type { Package } from '@shop/shared/plans/plan';
import { useEffect, useRef } from 'react';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { usePlanOffers } from '../api/get-plan-offers.ts';
import { useStartPlanExtra } from '../api/start-plan-extra.ts';
import '../plan-extras.css';

/** Where the order list's Upgrade link lands on the plan page. */
export const PLAN_EXTRAS_ANCHOR = 'plan-extras';

const PACKAGE_NAMES: Record<Package, string> = {
  basic: msg('Basic'),
  standard: msg('Standard'),
  premium: msg('Premium'),
};

/**
 * For a signed-in buyer who holds a licence of the plan: the package they hold, an upgrade to each higher package
 * for the difference of today's prices, and an extra build licence, each priced by the server and paid through
 * Paystack like a purchase. Nothing shows to a visitor or to a buyer who holds no licence of the plan.
 */
export function PlanExtrasPanel({ planId }: { planId: string }) {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in' && !!user;
  const offers = usePlanOffers(signedIn ? user?.id : undefined, planId);
  const start = useStartPlanExtra();
  const { id: labelId, values, fieldId, textProps } = useFormState({ label: '' });
  const held = offers.data?.held;
  const section = useRef<HTMLElement>(null);
  // The order list's Upgrade link lands here (#plan-extras) once the offers have loaded.
  useEffect(() => {
    if (held && window.location.hash === `#${PLAN_EXTRAS_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [held]);
  if (!(signedIn && user && held && offers.data)) return null;
  const { upgrades, extraBuild, builds } = offers.data;
  const language = currentLanguage();
  const busy = start.isPending || start.isSuccess;

  return (
    <section id={PLAN_EXTRAS_ANCHOR} ref={section} className="plan-extras" aria-labelledby={`${labelId}-heading`}>
      <h2 id={`${labelId}-heading`}>{t('Your licence of this plan')}</h2>
      {/* i18next-instrument-ignore-next-line */}
      <p>{t('You hold the {name} package of this plan.', { name: t(PACKAGE_NAMES[held.packageType]) })}</p>
      {upgrades.length > 0 ? (
        <div className="plan-extras-upgrades">
          <p>{t('Upgrade and pay only the difference between today’s package prices.')}</p>
          {upgrades.map((offer) => (
            <button
              key={offer.packageType}
              type="button"
              className="button button-accent"
              disabled={busy}
              onClick={() =>
                start.mutate({ email: user.email, planId, kind: 'upgrade', packageType: offer.packageType })
              }
            >
              {t('Upgrade to {name} for {price}', {
                // i18next-instrument-ignore-next-line
                name: t(PACKAGE_NAMES[offer.packageType]),
                price: formatCedisIn(offer.price, language),
              })}
            </button>
          ))}
        </div>
      ) : null}
      {extraBuild ? (
        <form
          className="plan-extras-build"
          onSubmit={(event) => {
            event.preventDefault();
            start.mutate({
              email: user.email,
              planId,
              kind: 'extra_build',
              packageType: held.packageType,
              buildLabel: values.label,
            });
          }}
        >
          <p>
            {t(
              'A licence allows one build. Each extra build licence allows one more, listed on your licence certificate.',
            )}
          </p>
          <label htmlFor={fieldId('label')}>{t('Site name or plot reference (optional)')}</label>
          <input {...textProps('label')} className="input" maxLength={BUILD_LABEL_MAX} />
          <button type="submit" className="button button-outline" disabled={busy}>
            {t('Buy an extra build licence for {price}', { price: formatCedisIn(extraBuild.price, language) })}
          </button>
        </form>
      ) : null}
      {builds.length > 1 ? (
        <div className="plan-extras-builds">
          <h3>{t('Licensed builds ({count})', { count: builds.length })}</h3>
          <ol>
            {builds.map((build) => (
              <li key={build.orderId}>
                {t('Order {reference}', { reference: build.reference })}
                {build.label ? ` · ${build.label}` : ''}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {start.isError ? (
        <p className="checkout-error" role="alert">
          {start.error.message}
        </p>
      ) : null}
    </section>
  );
}
