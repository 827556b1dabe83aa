import { Link, useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlan } from '../../../features/plans/api/get-plan.ts';
import { PlanDetails } from '../../../features/plans/components/plan-details.tsx';
import { planShareDescription } from '../../../features/seo/utils/plan-share.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { isNotFound } from '../../../lib/api-client.ts';

function BackToPlans() {
  return (
    <Link to={paths.plans.getHref()} className="back-link">
      <ArrowLeftIcon size={18} />
      Back to Plans
    </Link>
  );
}

export function PlanDetailRoute() {
  const { id = '' } = useParams();
  const plan = usePlan(id);
  useDocumentMeta(
    plan.data?.title ?? (plan.isError ? 'Plan Not Found' : 'House Plan'),
    plan.data ? planShareDescription(plan.data) : undefined,
    { image: plan.data?.image_url, type: plan.data ? 'product' : 'website' },
  );

  if (plan.isError) {
    const missing = isNotFound(plan.error);
    return (
      <section className="container message-page" role={missing ? undefined : 'alert'}>
        <h1>{missing ? 'Plan Not Found' : 'Failed to fetch plan'}</h1>
        <p>
          {missing
            ? 'This plan does not exist or is no longer available.'
            : 'Please check your connection and try again.'}
        </p>
        <div className="message-actions">
          {missing ? null : (
            <button type="button" className="button button-primary" onClick={() => plan.refetch()}>
              Try Again
            </button>
          )}
          <Link to={paths.plans.getHref()} className="button button-outline">
            Browse All Plans
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="container plan-page">
      <BackToPlans />
      {plan.data ? (
        <PlanDetails plan={plan.data} />
      ) : (
        <Spinner label="Loading plan details..." className="page-loading" />
      )}
    </div>
  );
}
