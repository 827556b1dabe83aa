import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { adKeys, GSIS } from '@shop/lambdas/db/table-design';
import type { AdFields } from '@shop/lambdas/repositories/ad-item';
import { adsRepository } from '@shop/lambdas/repositories/ads-repository';
import type { EmulatorClients } from '../emulators/emulator-clients.ts';
import { seedOwnPicture } from './seed-pictures.ts';

/** The staff list of every ad (gsi2) tells whether any ad was ever stored. */
const ALL_ADS_INDEX = GSIS[1];
const DAY_MS = 86_400_000;
/** Library pictures the seeded ads are shown with, in turn. */
const AD_PICTURES = ['dusk-view', 'living-room', 'villa-front-2', 'kitchen'];

export interface AdSeedTarget {
  clients: EmulatorClients;
  tableName: string;
  imagesBucket: string;
}

interface AdEntry extends Omit<AdFields, 'image_url' | 'created_at' | 'updated_at' | 'start_date' | 'end_date'> {
  /** Schedule relative to today, in days (negative: in the past); null for no bound. */
  starts_in_days: number | null;
  ends_in_days: number | null;
  banner: { headline: string; line: string; colour: string };
}

/**
 * The firm's own promotions: a top and a bottom banner on /plans (two top ones, so the random pick
 * shows), and one whose schedule has ended, which the storefront must never show.
 */
const ADS: AdEntry[] = [
  {
    id: 'ad-design-service-top',
    title: 'Custom design from ₵70 per m²',
    description: 'Our architects draw your home for your plot: architectural and structural design together.',
    content: '',
    type: 'banner',
    position: 'top',
    link_url: '/services',
    target_page: 'plans',
    is_active: true,
    priority: 60,
    starts_in_days: -30,
    ends_in_days: 365,
    banner: {
      headline: 'Custom design from ₵70 per m²',
      line: 'Architectural + structural drawings for your plot',
      colour: '#0f766e',
    },
  },
  {
    id: 'ad-premium-package-top',
    title: 'Premium package: CAD files and changes included',
    description: 'Choose Premium for editable CAD files, 3D renderings and customisation support.',
    content: '',
    type: 'banner',
    position: 'top',
    link_url: '/how-it-works',
    target_page: 'plans',
    is_active: true,
    priority: 40,
    starts_in_days: null,
    ends_in_days: null,
    banner: { headline: 'Go Premium', line: 'CAD files, 3D renderings and customisation support', colour: '#1d4ed8' },
  },
  {
    id: 'ad-site-visit-bottom',
    title: 'Book a site visit in Tema and Accra',
    description: 'Not sure a plan fits your plot? We visit, measure and advise before you buy.',
    content: '',
    type: 'banner',
    position: 'bottom',
    link_url: '/contact',
    target_page: 'plans',
    is_active: true,
    priority: 50,
    starts_in_days: -7,
    ends_in_days: 180,
    banner: {
      headline: 'Book a site visit',
      line: 'We measure your plot and advise before you buy',
      colour: '#b45309',
    },
  },
  {
    id: 'ad-christmas-offer-ended',
    title: 'Christmas offer (ended)',
    description: 'A past promotion: its schedule has ended, so it is never shown.',
    content: '',
    type: 'banner',
    position: 'bottom',
    link_url: '/plans',
    target_page: 'plans',
    is_active: true,
    priority: 100,
    starts_in_days: -60,
    ends_in_days: -30,
    banner: { headline: 'Christmas offer', line: 'This promotion has ended', colour: '#7f1d1d' },
  },
];

const dayFromToday = (days: number | null) =>
  days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** True when no ad is stored yet (one Query on the staff list partition, no Scan). */
export async function hasNoAds({ clients, tableName }: AdSeedTarget): Promise<boolean> {
  const { Count } = await clients.dynamodb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: ALL_ADS_INDEX.name,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': ALL_ADS_INDEX.partition },
      ExpressionAttributeValues: { ':p': { S: adKeys.allPartition } },
      Limit: 1,
    }),
  );
  return !Count;
}

/** Writes each ad's picture (variants of a library photo) and stores the ads (counters start at 0). Returns how many. */
export async function seedAds(target: AdSeedTarget): Promise<number> {
  const ads = adsRepository(target.clients.documents, target.tableName);
  const created = new Date(Date.now() - 30 * DAY_MS).toISOString();
  for (const [index, { banner: _banner, starts_in_days, ends_in_days, ...fields }] of ADS.entries()) {
    // A photo; the ad's title and description are set over it as text, readable on a phone.
    const picture = AD_PICTURES[index % AD_PICTURES.length] as string;
    const imageUrl = await seedOwnPicture(target, { folder: 'ads', folderId: fields.id, fileId: 'banner' }, picture);
    await ads.save({
      ...fields,
      image_url: imageUrl,
      start_date: dayFromToday(starts_in_days),
      end_date: dayFromToday(ends_in_days),
      created_at: created,
      updated_at: created,
    });
  }
  return ADS.length;
}
