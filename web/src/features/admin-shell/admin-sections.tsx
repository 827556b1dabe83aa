import type { ComponentType } from 'react';
import {
  BagIcon,
  ChartIcon,
  DashboardIcon,
  ImageIcon,
  MegaphoneIcon,
  SettingsIcon,
  UsersIcon,
} from '../../components/ui/account-icons.tsx';
import { type IconProps, LayersIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';

export interface AdminSection {
  /** Route path relative to /admin. */
  path: string;
  href: string;
  /** Name in the navigation. */
  label: string;
  /** The page's heading (some differ from the link: User Management, Ads Management, ...). */
  title: string;
  summary: string;
  Icon: ComponentType<IconProps>;
  /** In the shell's navigation (eight sections); Settings is reached from the quick-navigation. */
  inNav: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'dashboard',
    href: paths.adminDashboard.getHref(),
    label: 'Dashboard',
    title: 'Admin Dashboard',
    summary: 'Counters, recent orders, featured plans and a platform overview.',
    Icon: DashboardIcon,
    inNav: true,
  },
  {
    path: 'analytics',
    href: paths.adminAnalytics.getHref(),
    label: 'Analytics',
    title: 'Analytics',
    summary: 'Sales, activity and the best-selling plans over the last 30 days.',
    Icon: ChartIcon,
    inNav: true,
  },
  {
    path: 'plans',
    href: paths.adminPlans.getHref(),
    label: 'Plans',
    title: 'Plans',
    summary: 'Add, edit, feature and retire house plans, with their images and files.',
    Icon: LayersIcon,
    inNav: true,
  },
  {
    path: 'plans/import',
    href: paths.adminPlanImport.getHref(),
    label: 'Import Plans',
    title: 'Import Plans',
    summary: 'Bring in many plans at once from a CSV, with their pictures and files.',
    Icon: LayersIcon,
    inNav: false,
  },
  {
    path: 'orders',
    href: paths.adminOrders.getHref(),
    label: 'Orders',
    title: 'Orders',
    summary: 'Every order with its payment status, searchable and sortable.',
    Icon: BagIcon,
    inNav: true,
  },
  {
    path: 'requests',
    href: paths.adminRequests.getHref(),
    label: 'Requests',
    title: 'Requests',
    summary: 'Customizations, modification quotes and service requests: assign, reply, note and decide.',
    Icon: BagIcon,
    inNav: true,
  },
  {
    path: 'users',
    href: paths.adminUsers.getHref(),
    label: 'Users',
    title: 'User Management',
    summary: 'Everyone with an account, their roles and when they joined.',
    Icon: UsersIcon,
    inNav: true,
  },
  {
    path: 'portfolio',
    href: paths.adminPortfolio.getHref(),
    label: 'Portfolio',
    title: 'Portfolio Management',
    summary: 'The projects shown on the public portfolio.',
    Icon: ImageIcon,
    inNav: true,
  },
  {
    path: 'ads',
    href: paths.adminAds.getHref(),
    label: 'Ads',
    title: 'Ads Management',
    summary: 'Banners and promotions, their schedule and their performance.',
    Icon: MegaphoneIcon,
    inNav: true,
  },
  {
    path: 'promotions',
    href: paths.adminPromotions.getHref(),
    label: 'Promotions',
    title: 'Promotion Codes',
    summary: 'Discounts buyers enter at checkout: their rules, uses and state.',
    Icon: BagIcon,
    inNav: true,
  },
  {
    path: 'settings',
    href: paths.adminSettings.getHref(),
    label: 'Settings',
    title: 'Settings',
    summary: 'Site details, payments, notifications and security options.',
    Icon: SettingsIcon,
    inNav: false,
  },
  {
    path: 'invite-user',
    href: paths.adminInviteUser.getHref(),
    label: 'Invite User',
    title: 'Invite User',
    summary: 'Invite a colleague to the shop by email.',
    Icon: UsersIcon,
    inNav: false,
  },
];
