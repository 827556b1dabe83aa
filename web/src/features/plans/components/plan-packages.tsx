import type { Package, PublicPlan } from '@shop/shared/plans/plan';
import { PlanPrice } from './plan-price.tsx';

/** What each package adds (storefront spec, FAQ): renderings from Standard, customization and CAD from Premium. */
const PACKAGE_DETAILS: { id: Package; name: string; price: (plan: PublicPlan) => number; includes: string[] }[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: (plan) => plan.basic_price,
    includes: ['Architectural drawings', 'Floor plans and elevations (PDF)'],
  },
  {
    id: 'standard',
    name: 'Standard',
    price: (plan) => plan.standard_price,
    includes: ['Everything in Basic', '3D renderings'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: (plan) => plan.premium_price,
    includes: ['Everything in Standard', 'CAD files', 'Customization and support'],
  },
];

export function PlanPackages({ plan }: { plan: PublicPlan }) {
  return (
    <section className="packages" aria-labelledby="packages-heading">
      <h2 id="packages-heading">Choose Your Package</h2>
      <ul className="package-list">
        {PACKAGE_DETAILS.map((pkg) => (
          <li key={pkg.id} className={`package package-${pkg.id}`}>
            <h3>{pkg.name} Package</h3>
            <p className="package-price">
              <PlanPrice cedis={pkg.price(plan)} />
            </p>
            <ul className="package-includes">
              {pkg.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="trust-note">100% Money Guarantee · Secure card and mobile money payment</p>
    </section>
  );
}
