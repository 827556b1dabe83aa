import type { Package, PlanFiles } from '@shop/shared/plans/plan';
import JSZip from 'jszip';
import { dxfDrawing, type Segment } from './dxf-drawing.ts';
import { pdfDocument } from './pdf-document.ts';

export interface PlanFileSubject {
  id: string;
  title: string;
  plan_type: string;
  bedrooms: number;
  bathrooms: number;
  area_sqm: number;
}

export interface SeedObject {
  key: string;
  body: Buffer;
  contentType: string;
}

const TIER_CONTENTS: Record<Package, string[]> = {
  basic: ['Floor plans for every level', 'Front, rear and side elevations', 'Room schedule with areas'],
  standard: [
    'Everything in the Basic package',
    'Sections and roof plan',
    '3D renderings of the exterior',
    'Editable CAD floor plan (DXF)',
  ],
  premium: [
    'Everything in the Standard package',
    'Structural, electrical and plumbing layouts',
    'Bill of quantities',
    'One round of customisation and builder support',
    'The complete set as one ZIP archive',
  ],
};

const FLOORS: Record<string, number> = { villa: 2, townhouse: 3 };

/** A ground floor in metres: outer walls, a wall between day and night zones, and one wall per bedroom. */
function floorLayout(plan: PlanFileSubject) {
  const footprint = plan.area_sqm / (FLOORS[plan.plan_type] ?? 1);
  const width = Math.sqrt(footprint * 1.4);
  const depth = footprint / width;
  const walls: Segment[] = [
    [0, 0, width, 0],
    [width, 0, width, depth],
    [width, depth, 0, depth],
    [0, depth, 0, 0],
    [0, depth / 2, width, depth / 2],
    [width * 0.6, depth / 2, width * 0.6, depth],
  ];
  const labels = [
    { text: 'LIVING / DINING', x: width * 0.2, y: depth * 0.75 },
    { text: 'KITCHEN', x: width * 0.7, y: depth * 0.75 },
  ];
  const rooms = Math.max(1, Math.min(plan.bedrooms, 4));
  for (let i = 1; i < rooms; i += 1) walls.push([(width * i) / rooms, 0, (width * i) / rooms, depth / 2]);
  for (let i = 0; i < rooms; i += 1)
    labels.push({ text: `BED ${i + 1}`, x: (width * (i + 0.3)) / rooms, y: depth / 4 });
  return { width, depth, walls, labels };
}

function tierPdf(plan: PlanFileSubject, tier: Package): Buffer {
  const layout = floorLayout(plan);
  const scale = Math.min(495 / layout.width, 380 / layout.depth);
  const toPoints = (value: number, origin: number) => Math.round(origin + value * scale);
  const tierName = `${tier[0]?.toUpperCase()}${tier.slice(1)}`;
  return pdfDocument({
    title: `${plan.title} - ${tierName} package`,
    lines: [
      { text: 'Tema House Plans', size: 12 },
      { text: plan.title, size: 20, bold: true },
      { text: `${tierName} package`, size: 16, bold: true },
      {
        text: `${plan.bedrooms} bedrooms, ${plan.bathrooms} bathrooms, ${plan.area_sqm} sq m (plan ${plan.id})`,
        size: 11,
      },
      { text: 'This package contains:', size: 11, bold: true },
      ...TIER_CONTENTS[tier].map((item) => ({ text: `- ${item}`, size: 11 })),
      { text: 'Ground floor outline:', size: 11, bold: true },
    ],
    segments: layout.walls.map(([x1, y1, x2, y2]) => [
      toPoints(x1, 50),
      toPoints(y1, 80),
      toPoints(x2, 50),
      toPoints(y2, 80),
    ]),
    labels: layout.labels.map((label) => ({ text: label.text, x: toPoints(label.x, 50), y: toPoints(label.y, 80) })),
  });
}

function floorPlanDxf(plan: PlanFileSubject): Buffer {
  const layout = floorLayout(plan);
  return dxfDrawing({ title: `${plan.title} - ground floor`, walls: layout.walls, labels: layout.labels });
}

const PDF = 'application/pdf';

/**
 * Real files for each package, under plans/<id>/<tier>/ in the plan-files bucket: a PDF per tier, a
 * DXF floor plan in standard, and in premium a ZIP of the whole set.
 */
export async function planFiles(plan: PlanFileSubject): Promise<{ objects: SeedObject[]; planFiles: PlanFiles }> {
  const key = (tier: Package, name: string) => `plans/${plan.id}/${tier}/${name}`;
  const pdfs = {
    basic: { key: key('basic', `${plan.id}-basic.pdf`), body: tierPdf(plan, 'basic'), contentType: PDF },
    standard: { key: key('standard', `${plan.id}-standard.pdf`), body: tierPdf(plan, 'standard'), contentType: PDF },
    premium: { key: key('premium', `${plan.id}-premium.pdf`), body: tierPdf(plan, 'premium'), contentType: PDF },
  };
  const dxf = {
    key: key('standard', `${plan.id}-floor-plan.dxf`),
    body: floorPlanDxf(plan),
    contentType: 'image/vnd.dxf',
  };

  const zip = new JSZip();
  for (const file of [pdfs.basic, pdfs.standard, pdfs.premium, dxf])
    zip.file(file.key.split('/').pop() as string, file.body);
  zip.file('README.txt', `${plan.title}\nComplete drawing set from Tema House Plans.\n`);
  const archive = {
    key: key('premium', `${plan.id}-complete-set.zip`),
    body: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    contentType: 'application/zip',
  };

  return {
    objects: [pdfs.basic, pdfs.standard, dxf, pdfs.premium, archive],
    planFiles: {
      basic: [pdfs.basic.key],
      standard: [pdfs.standard.key, dxf.key],
      premium: [pdfs.premium.key, archive.key],
    },
  };
}
