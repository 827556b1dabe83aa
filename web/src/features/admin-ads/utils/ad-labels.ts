import type { AdPosition, AdTargetPage, AdType } from '@shop/shared/storefront/ads';

export const AD_TYPE_LABELS: Record<AdType, string> = {
  banner: 'Banner',
  popup: 'Popup',
  sidebar: 'Sidebar',
  inline: 'Inline',
};

export const AD_POSITION_LABELS: Record<AdPosition, string> = {
  top: 'Top',
  bottom: 'Bottom',
  sidebar: 'Sidebar',
  between_plans: 'Between Plans',
};

export const AD_TARGET_LABELS: Record<AdTargetPage, string> = {
  all: 'All Pages',
  home: 'Home',
  plans: 'Plans',
  plan_detail: 'Plan Detail',
  checkout: 'Checkout',
};
