/** A minimal ASCII DXF (AutoCAD R12): a header naming the version and LINE and TEXT entities, in metres. */

export type Segment = [number, number, number, number];

function pairs(entries: [number, string | number][]): string {
  return entries.map(([code, value]) => `${code}\n${value}\n`).join('');
}

function line([x1, y1, x2, y2]: Segment, layer: string): string {
  return pairs([
    [0, 'LINE'],
    [8, layer],
    [10, x1.toFixed(3)],
    [20, y1.toFixed(3)],
    [30, '0.0'],
    [11, x2.toFixed(3)],
    [21, y2.toFixed(3)],
    [31, '0.0'],
  ]);
}

function text(value: string, x: number, y: number, height: number): string {
  return pairs([
    [0, 'TEXT'],
    [8, 'LABELS'],
    [10, x.toFixed(3)],
    [20, y.toFixed(3)],
    [30, '0.0'],
    [40, height.toFixed(3)],
    [1, value.replace(/[^\x20-\x7e]/g, '?')],
  ]);
}

export function dxfDrawing(options: {
  title: string;
  walls: Segment[];
  labels: { text: string; x: number; y: number }[];
}): Buffer {
  const header = pairs([
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1009'],
    [0, 'ENDSEC'],
  ]);
  const entities =
    pairs([
      [0, 'SECTION'],
      [2, 'ENTITIES'],
    ]) +
    options.walls.map((wall) => line(wall, 'WALLS')).join('') +
    text(options.title, 0, -2, 0.6) +
    options.labels.map((label) => text(label.text, label.x, label.y, 0.4)).join('') +
    pairs([[0, 'ENDSEC']]);
  return Buffer.from(`${header}${entities}${pairs([[0, 'EOF']])}`, 'ascii');
}
