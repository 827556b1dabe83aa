import { REQUEST_SERVICES, type RequestService, type RequestSubject } from '@shop/shared/requests/request';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context.tsx';
import { rt } from '../texts.ts';
import { RequestForm } from './request-form.tsx';

/** What the form is about, from its address: ?order=, ?plan= or ?service= (a service by default). */
export function subjectFromSearch(search: URLSearchParams): RequestSubject {
  const order = search.get('order');
  if (order) return { order_id: order };
  const plan = search.get('plan');
  if (plan) return { plan_id: plan };
  const service = search.get('service');
  return {
    service: (REQUEST_SERVICES as readonly string[]).includes(service ?? '')
      ? (service as RequestService)
      : 'architectural_design',
  };
}

/** /requests/new: the request form, for a signed-in buyer or a visitor. */
export function RequestNewPage() {
  const [search] = useSearchParams();
  const { status } = useAuth();
  const subject = subjectFromSearch(search);
  return (
    <section className="container page-section">
      <h1>{rt('newTitle')}</h1>
      <p>{rt('newLead')}</p>
      <RequestForm key={search.toString()} subject={subject} signedIn={status === 'signed-in'} />
    </section>
  );
}
