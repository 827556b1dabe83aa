import type { Package, PlanFiles } from '@shop/shared/plans/plan';
import JSZip from 'jszip';
import { dxfDrawing, type Segment } from './dxf-drawing.ts';
import { pdfDocument } from './pdf-document.ts';
import { STOREYS, seedFootprint } from './plan-footprint.ts';

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

/** What each tier's own files hold, in the words of the package texts (PACKAGE_ADDS). */
const TIER_CONTENTS: Record<Package, string[]> = {
  basic: [
    'Architectural drawings: floor plans for every level',
    'Front, rear and side elevations, sections and roof plan',
    'Room schedule with areas',
  ],
  standard: ['3D renderings of the exterior: front and rear perspectives', 'Sold with the Basic drawings'],
  premium: [
    'CAD floor plan (DXF) for your architect or engineer',
    'The complete set (drawings, renderings, CAD) as one ZIP archive',
    'Customization of the design and support from our architects: reply to your order email',
  ],
};

/** A ground floor in metres: outer walls, a wall between day and night zones, and one wall per bedroom. */
function floorLayout(plan: PlanFileSubject) {
  const { footprint_width_m: width, footprint_depth_m: depth } = seedFootprint(plan);
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

const PDF_TITLES: Record<Package, string> = {
  basic: 'Architectural drawings',
  standard: '3D renderings',
  premium: 'CAD files and customization',
};

/** A two-point perspective of the house as a box with a pitched roof, in points (the "rendering" page). */
function perspectiveView(plan: PlanFileSubject): [number, number, number, number][] {
  const storeys = STOREYS[plan.plan_type] ?? 1;
  const [x0, y0, front, side, wall, roof] = [120, 90, 240, 150, 70 * storeys, 60];
  const rise = 0.35;
  const corner = (x: number, up: number, back: number): [number, number] => [x0 + x + back, y0 + up + back * rise];
  const edge = (a: [number, number], b: [number, number]): [number, number, number, number] => [
    Math.round(a[0]),
    Math.round(a[1]),
    Math.round(b[0]),
    Math.round(b[1]),
  ];
  const [fl, fr, br] = [corner(0, 0, 0), corner(front, 0, 0), corner(front, 0, side)];
  const [flt, frt, brt] = [corner(0, wall, 0), corner(front, wall, 0), corner(front, wall, side)];
  const [ridgeFront, ridgeBack] = [corner(front / 2, wall + roof, 0), corner(front / 2, wall + roof, side)];
  return [
    edge(fl, fr),
    edge(fr, br),
    edge(fl, flt),
    edge(fr, frt),
    edge(br, brt),
    edge(flt, ridgeFront),
    edge(frt, ridgeFront),
    edge(ridgeFront, ridgeBack),
    edge(frt, brt),
    edge(brt, ridgeBack),
    edge(corner(front * 0.42, 0, 0), corner(front * 0.42, wall * 0.45, 0)),
    edge(corner(front * 0.58, 0, 0), corner(front * 0.58, wall * 0.45, 0)),
    edge(corner(front * 0.42, wall * 0.45, 0), corner(front * 0.58, wall * 0.45, 0)),
  ];
}

function tierPdf(plan: PlanFileSubject, tier: Package): Buffer {
  const layout = floorLayout(plan);
  const scale = Math.min(495 / layout.width, 380 / layout.depth);
  const toPoints = (value: number, origin: number) => Math.round(origin + value * scale);
  const tierName = `${tier[0]?.toUpperCase()}${tier.slice(1)}`;
  const rendering = tier === 'standard';
  return pdfDocument({
    title: `${plan.title} - ${PDF_TITLES[tier]}`,
    lines: [
      { text: 'Tema House Plans', size: 12 },
      { text: plan.title, size: 20, bold: true },
      { text: `${PDF_TITLES[tier]} (${tierName} package)`, size: 16, bold: true },
      {
        text: `${plan.bedrooms} bedrooms, ${plan.bathrooms} bathrooms, ${plan.area_sqm} sq m (plan ${plan.id})`,
        size: 11,
      },
      { text: 'This file contains:', size: 11, bold: true },
      ...TIER_CONTENTS[tier].map((item) => ({ text: `- ${item}`, size: 11 })),
      { text: rendering ? 'Front perspective:' : 'Ground floor outline:', size: 11, bold: true },
    ],
    segments: rendering
      ? perspectiveView(plan)
      : layout.walls.map(([x1, y1, x2, y2]) => [
          toPoints(x1, 50),
          toPoints(y1, 80),
          toPoints(x2, 50),
          toPoints(y2, 80),
        ]),
    labels: rendering
      ? [{ text: 'FRONT', x: 220, y: 75 }]
      : layout.labels.map((label) => ({ text: label.text, x: toPoints(label.x, 50), y: toPoints(label.y, 80) })),
  });
}

function floorPlanDxf(plan: PlanFileSubject): Buffer {
  const layout = floorLayout(plan);
  return dxfDrawing({ title: `${plan.title} - ground floor`, walls: layout.walls, labels: layout.labels });
}

const PDF = 'application/pdf';

/**
 * Real files for each package, under plans/<id>/<tier>/ in the plan-files bucket, matching the package
 * texts (a buyer gets their tier's files and those below): Basic the drawings PDF, Standard adds the
 * 3D renderings PDF, Premium adds the CAD floor plan (DXF) and the complete set as a ZIP.
 */
export async function planFiles(plan: PlanFileSubject): Promise<{ objects: SeedObject[]; planFiles: PlanFiles }> {
  const key = (tier: Package, name: string) => `plans/${plan.id}/${tier}/${name}`;
  const drawings = { key: key('basic', `${plan.id}-drawings.pdf`), body: tierPdf(plan, 'basic'), contentType: PDF };
  const renderings = {
    key: key('standard', `${plan.id}-3d-renderings.pdf`),
    body: tierPdf(plan, 'standard'),
    contentType: PDF,
  };
  const cad = {
    key: key('premium', `${plan.id}-floor-plan.dxf`),
    body: floorPlanDxf(plan),
    contentType: 'image/vnd.dxf',
  };

  const zip = new JSZip();
  for (const file of [drawings, renderings, cad]) zip.file(file.key.split('/').pop() as string, file.body);
  zip.file('README.txt', `${plan.title}\nComplete drawing set from Tema House Plans.\n`);
  const archive = {
    key: key('premium', `${plan.id}-complete-set.zip`),
    // STORE: the PDFs are small and DEFLATE costs the seed time for every plan.
    body: await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }),
    contentType: 'application/zip',
  };

  return {
    objects: [drawings, renderings, cad, archive],
    planFiles: { basic: [drawings.key], standard: [renderings.key], premium: [cad.key, archive.key] },
  };
}
