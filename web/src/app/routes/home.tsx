import { CustomerStories } from '../../features/home/components/customer-stories.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HowItWorks } from '../../features/home/components/how-it-works.tsx';
import { ServicesGrid } from '../../features/home/components/services-grid.tsx';
import { StayUpdated } from '../../features/newsletter/components/stay-updated.tsx';
import { FeaturedPlans } from '../../features/plans/components/featured-plans.tsx';
import { useDocumentMeta } from '../../hooks/use-document-meta.ts';
import { t } from '../../i18n/i18n.ts';
import { msg } from '../../i18n/msg.ts';
import { useAuthDialog } from '../../lib/auth-dialog.tsx';

export const HOME_DESCRIPTION = msg(
  'Buy ready-to-build house plans for Ghana: modular villas, bungalows and townhouses by licensed architects in Tema. Basic, Standard and Premium packages, priced in cedis, instant download.',
);

export function HomeRoute() {
  // i18next-instrument-ignore-next-line
  useDocumentMeta(t('Smart Modular House Plans in Ghana'), t(HOME_DESCRIPTION));
  const authDialog = useAuthDialog();
  return (
    <>
      <HomeHero onLearnMore={authDialog.open} />
      <FeaturedPlans />
      <HowItWorks />
      <ServicesGrid />
      <CustomerStories stories={[]} />
      <StayUpdated />
    </>
  );
}
