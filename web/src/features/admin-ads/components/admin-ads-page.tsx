import type { Ad } from '@shop/shared/storefront/ads';
import { useEffect, useMemo, useState } from 'react';
import { AdminListToolbar, AdminSelect } from '../../../components/admin/admin-list-toolbar.tsx';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminListStates, listLoad } from '../../../components/admin/admin-states.tsx';
import { AdminStats } from '../../../components/admin/admin-stats.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePendingIds } from '../../../hooks/use-pending-ids.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { useAdminAds, useDeleteAd, useSetAdActive } from '../api/ads.ts';
import {
  AD_STATUS_FILTERS,
  AD_TYPE_FILTERS,
  type AdStatusFilter,
  type AdTypeFilter,
  adStats,
  visibleAds,
} from '../utils/ad-list.ts';
import { AdFormDialog } from './ad-form-dialog.tsx';
import { AdsTable } from './ads-table.tsx';

type Editing = { ad?: Ad } | null;

/** /admin/ads, 'Ads Management': stat cards, search and filters, the table, Create and Edit dialogs. */
export function AdminAdsPage() {
  const showToast = useToast();
  const timeZone = useTimeZone();
  const ads = useAdminAds();
  const setActive = useSetAdActive();
  const remove = useDeleteAd();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<AdTypeFilter>('all');
  const [status, setStatus] = useState<AdStatusFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Ad | null>(null);
  const { pending: pendingIds, start: markPending, done: markDone } = usePendingIds();

  const loadFailed = ads.isError;
  useEffect(() => {
    if (loadFailed) showToast({ title: 'Error', description: 'Failed to load ads' });
  }, [loadFailed, showToast]);

  const all = ads.data ?? [];
  const shown = useMemo(() => visibleAds(ads.data ?? [], { search, type, status }), [ads.data, search, type, status]);
  const stats = adStats(all);

  const toggleActive = (ad: Ad) => {
    markPending(ad.id);
    setActive.mutate(
      { id: ad.id, is_active: !ad.is_active },
      {
        onSuccess: (saved) => showToast(saved.is_active ? 'Ad activated successfully' : 'Ad deactivated successfully'),
        onError: () => showToast({ title: 'Error', description: 'Failed to update ad status' }),
        onSettled: () => markDone(ad.id),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showToast('Ad deleted successfully');
        setDeleting(null);
      },
      onError: () => showToast({ title: 'Error', description: 'Failed to delete ad' }),
    });
  };

  return (
    <AdminPage
      title="Ads Management"
      summary="Banners and promotions, their schedule and their performance."
      actions={
        <button type="button" className="button button-primary" onClick={() => setEditing({})}>
          Create Ad
        </button>
      }
    >
      <AdminStats
        loaded={ads.data !== undefined}
        counts={[
          { label: 'Total Ads', count: stats.total },
          { label: 'Active Ads', count: stats.active },
          { label: 'Total Impressions', count: stats.impressions },
          { label: 'Total Clicks', count: stats.clicks },
        ]}
      />
      <AdminListToolbar
        search={{ label: 'Search ads', placeholder: 'Title, description or type', value: search, onChange: setSearch }}
      >
        <AdminSelect
          label="Filter by type"
          allLabel="All Types"
          value={type}
          onChange={setType}
          options={AD_TYPE_FILTERS}
        />
        <AdminSelect
          label="Filter by status"
          allLabel="All Statuses"
          value={status}
          onChange={setStatus}
          options={AD_STATUS_FILTERS}
        />
      </AdminListToolbar>
      <AdminListStates
        {...listLoad(ads)}
        empty={shown.length === 0}
        loading="Loading ads..."
        failure="Failed to load ads"
        emptyState={{
          title: 'No Ads Found',
          text:
            all.length === 0
              ? 'Create an ad to promote plans and services in the shop.'
              : 'Try adjusting your search criteria.',
        }}
      >
        <AdsTable
          ads={shown}
          timeZone={timeZone}
          pendingIds={pendingIds}
          onToggleActive={toggleActive}
          onEdit={(ad) => setEditing({ ad })}
          onDelete={setDeleting}
        />
      </AdminListStates>
      {editing ? <AdFormDialog ad={editing.ad} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Ad"
          question="Are you sure you want to delete this ad?"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
