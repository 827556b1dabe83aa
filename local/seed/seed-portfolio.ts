import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { GSIS, portfolioKeys } from '@shop/lambdas/db/table-design';
import { toPortfolioRecord } from '@shop/lambdas/repositories/portfolio-item';
import { PortfolioItem } from '@shop/shared/content/portfolio';
import type { EmulatorClients } from '../emulators/emulator-clients.ts';
import type { HouseStyle } from './house-illustrations.ts';
import { FRONTS, PHONE_SHOTS } from './picture-library.ts';
import { seedOwnPicture } from './seed-pictures.ts';

const LIST_INDEX = GSIS[0];
const DAY_MS = 86_400_000;

export interface PortfolioSeedTarget {
  clients: EmulatorClients;
  tableName: string;
  imagesBucket: string;
}

interface ProjectEntry extends Omit<PortfolioItem, 'design_image' | 'current_image' | 'created_at' | 'updated_at'> {
  style: HouseStyle;
  bedrooms: number;
  days_ago: number;
}

/** Four of the firm's projects: two finished homes and two on site, so both kinds of "current state" show. */
const PROJECTS: ProjectEntry[] = [
  {
    id: 'sakumono-courtyard-villa',
    title: 'Courtyard Villa, Sakumono',
    category: 'Residential Villa',
    summary:
      'A four-bedroom villa planned around a shaded courtyard, designed and built for a family returning from abroad.',
    description:
      'The owners wanted a home that stays cool without running air conditioning all day. We turned the plan around a central courtyard so every room has cross-ventilation, pushed the roof overhangs out to shade the walls, and kept the living spaces on the sea-breeze side of the plot. We prepared the architectural and structural drawings, obtained the building permit and supervised construction through to handover.',
    status: 'completed',
    features: [
      'Central courtyard with cross-ventilation to every room',
      'Deep roof overhangs shading the walls',
      'Boys quarters with separate entrance',
      'Rainwater harvesting to an underground tank',
      'Solar-ready roof and conduit runs',
    ],
    specifications: {
      'Floor area': '310 m²',
      Bedrooms: '4 + boys quarters',
      Plot: '70 x 100 ft',
      Structure: 'Reinforced concrete frame, sandcrete infill',
      Duration: '14 months',
      Services: 'Design, permit, supervision',
    },
    location: 'Sakumono, Tema',
    style: 'villa',
    bedrooms: 4,
    days_ago: 120,
  },
  {
    id: 'community-25-family-bungalow',
    title: 'Family Bungalow, Community 25',
    category: 'Bungalow',
    summary:
      'A three-bedroom bungalow built in two phases, with the second wing added two years after the family moved in.',
    description:
      'Built on a budget and in stages: phase one delivered a complete two-bedroom home with the foundations and drainage for a third bedroom wing already in place. When the family was ready, the extension went up without breaking into finished rooms. We adapted one of our catalogue plans to the plot, prepared the bill of quantities for each phase and inspected the contractor’s work at every stage.',
    status: 'completed',
    features: [
      'Phased construction planned from the start',
      'Open kitchen, dining and living area',
      'Covered veranda facing the garden',
      'Bill of quantities for each phase',
    ],
    specifications: {
      'Floor area': '145 m²',
      Bedrooms: '3',
      Plot: '50 x 100 ft',
      Structure: 'Load-bearing sandcrete blockwork',
      Duration: '7 months + 4 months',
      Services: 'Plan adaptation, quantity surveying, supervision',
    },
    location: 'Community 25, Tema',
    style: 'bungalow',
    bedrooms: 3,
    days_ago: 75,
  },
  {
    id: 'spintex-townhouse-terrace',
    title: 'Townhouse Terrace, Spintex Road',
    category: 'Townhouses',
    summary: 'Six two-storey townhouses for a developer, each with its own parking and a private back yard.',
    description:
      'A developer asked us to fit as many family homes as the land allows while keeping every unit light and private. Six mirrored townhouses share party walls but not windows; each has parking in front and a walled yard behind. We are managing the project for the developer: design, approvals, procurement and site supervision. The frame and blockwork are complete and roofing is under way.',
    status: 'in-progress',
    features: [
      'Six units of three bedrooms each',
      'Party walls with sound insulation',
      'Private parking and walled back yard per unit',
      'Procurement of materials managed by us',
    ],
    specifications: {
      'Floor area': '6 x 160 m²',
      Bedrooms: '3 per unit',
      Storeys: '2',
      Structure: 'Reinforced concrete frame',
      Stage: 'Roofing',
      Services: 'Project management, design, procurement, supervision',
    },
    location: 'Spintex Road, Accra',
    style: 'townhouse',
    bedrooms: 3,
    days_ago: 40,
  },
  {
    id: 'prampram-two-storey-home',
    title: 'Two-Storey Family Home, Prampram',
    category: 'Design & Build',
    summary: 'A five-bedroom home near the coast, designed by us and now being built under our supervision.',
    description:
      'A sloping coastal plot and strong sea winds shaped this design: the house steps with the ground, the bedrooms sit upstairs to catch the breeze, and the structure is detailed for the salty air. The ground-floor slab and columns are done and the first-floor slab is being cast.',
    status: 'in-progress',
    features: [
      'Five bedrooms, all en suite',
      'Split levels following the slope of the plot',
      'Corrosion-resistant detailing for the coastal climate',
      'Roof terrace with sea view',
    ],
    specifications: {
      'Floor area': '380 m²',
      Bedrooms: '5',
      Storeys: '2 + roof terrace',
      Structure: 'Reinforced concrete frame',
      Stage: 'First-floor slab',
      Services: 'Design, structural engineering, supervision',
    },
    location: 'Prampram, Greater Accra',
    style: 'villa',
    bedrooms: 5,
    days_ago: 10,
  },
];

/** True when no project is stored yet (one Query on the list partition, no Scan). */
export async function hasNoPortfolio({ clients, tableName }: PortfolioSeedTarget): Promise<boolean> {
  const { Count } = await clients.dynamodb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: LIST_INDEX.name,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': LIST_INDEX.partition },
      ExpressionAttributeValues: { ':p': { S: portfolioKeys.listPartition } },
      Limit: 1,
    }),
  );
  return !Count;
}

/** Uploads each project's design and current-state pictures, then writes the projects. Returns how many. */
export async function seedPortfolio(target: PortfolioSeedTarget): Promise<number> {
  for (const [index, { style: _style, bedrooms: _bedrooms, days_ago, ...fields }] of PROJECTS.entries()) {
    // The design is a render; the current state a phone photo from the site (its GPS stripped by the Lambda's code).
    const picture = (fileId: string) => ({ folder: 'portfolio', folderId: fields.id, fileId }) as const;
    const [design, current] = await Promise.all([
      seedOwnPicture(target, picture('design'), FRONTS[(index + 1) % FRONTS.length]?.name as string),
      seedOwnPicture(
        target,
        picture('current'),
        fields.status === 'completed' ? 'dusk-view' : (PHONE_SHOTS[index % PHONE_SHOTS.length]?.name as string),
      ),
    ]);
    const created = new Date(Date.now() - days_ago * DAY_MS).toISOString();
    const item = PortfolioItem.parse({
      ...fields,
      design_image: design,
      current_image: current,
      created_at: created,
      updated_at: created,
    });
    await target.clients.documents.send(new PutCommand({ TableName: target.tableName, Item: toPortfolioRecord(item) }));
  }
  return PROJECTS.length;
}
