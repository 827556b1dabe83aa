import { paths } from '../../../config/paths.ts';
import { EmptyCard } from '../../../features/accounts/components/empty-card.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

/** /user/orders: the order list arrives with payments; until then, the spec's empty state. */
export function OrdersRoute() {
  useDocumentMeta('My Orders');
  return (
    <>
      <header className="account-page-header">
        <div>
          <h1>My Orders</h1>
          <p>Your plan purchases, their status and downloads.</p>
        </div>
      </header>
      <section className="card">
        <EmptyCard
          title="No orders found"
          text="You haven't placed any orders yet"
          action={{ label: 'Browse Plans', to: paths.plans.getHref() }}
        />
      </section>
    </>
  );
}
