import type { PromotionCode } from '@shop/shared/promotions/promotion';
import { useMemo, useState } from 'react';
import { AdminListToolbar } from '../../../components/admin/admin-list-toolbar.tsx';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminListStates, listLoad } from '../../../components/admin/admin-states.tsx';
import { AdminStats } from '../../../components/admin/admin-stats.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePendingIds } from '../../../hooks/use-pending-ids.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { useAdminPromotions, useSetPromotionEnabled } from '../api/promotions.ts';
import { promotionState } from '../utils/promotion-form.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';
import { PromotionsTable } from './promotions-table.tsx';

type Editing = { promotion?: PromotionCode } | null;

/** /admin/promotions: counts, search, the codes with their uses and state, New code and Edit dialogs. */
export function AdminPromotionsPage() {
  const showToast = useToast();
  const timeZone = useTimeZone();
  const promotions = useAdminPromotions();
  const setEnabled = useSetPromotionEnabled();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const { pending, start, done } = usePendingIds();

  const all = promotions.data ?? [];
  const shown = useMemo(() => {
    const wanted = search.trim().toUpperCase();
    const list = promotions.data ?? [];
    return wanted ? list.filter((code) => `${code.code} ${code.note.toUpperCase()}`.includes(wanted)) : list;
  }, [promotions.data, search]);
  const now = new Date();

  const toggle = (code: PromotionCode) => {
    start(code.code);
    setEnabled.mutate(
      { code: code.code, enabled: !code.enabled },
      {
        onSuccess: (saved) => showToast(saved.enabled ? `${saved.code} enabled` : `${saved.code} disabled`),
        onError: () => showToast({ title: 'Error', description: 'Failed to switch the code' }),
        onSettled: () => done(code.code),
      },
    );
  };

  return (
    <AdminPage
      title="Promotion Codes"
      summary="Discounts buyers enter at checkout: their rules, uses and state."
      actions={
        <button type="button" className="button button-primary" onClick={() => setEditing({})}>
          New code
        </button>
      }
    >
      <AdminStats
        loaded={promotions.data !== undefined}
        counts={[
          { label: 'Codes', count: all.length },
          { label: 'Active now', count: all.filter((code) => promotionState(code, now) === 'active').length },
          { label: 'Paid uses', count: all.reduce((sum, code) => sum + code.uses, 0) },
        ]}
      />
      <AdminListToolbar
        search={{ label: 'Search codes', placeholder: 'Code or note', value: search, onChange: setSearch }}
      />
      <AdminListStates
        {...listLoad(promotions)}
        empty={shown.length === 0}
        loading="Loading promotion codes..."
        failure="Failed to load promotion codes"
        emptyState={{
          title: 'No Promotion Codes',
          text: all.length === 0 ? 'Create a code to offer buyers a discount.' : 'Try adjusting your search.',
        }}
      >
        <PromotionsTable
          promotions={shown}
          timeZone={timeZone}
          pendingCodes={pending}
          onToggleEnabled={toggle}
          onEdit={(promotion) => setEditing({ promotion })}
        />
      </AdminListStates>
      {editing ? <PromotionFormDialog promotion={editing.promotion} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}
