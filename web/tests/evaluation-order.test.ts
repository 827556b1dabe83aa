import { describe, expect, it } from 'vitest';
import { type ChunkImports, evaluationOrder } from '../build/evaluation-order.ts';

// A built app in small: the entry imports the runtime, React and the texts; the plan route imports the entry and a
// helper of its own that needs only the runtime, and a card that needs the entry too.
const CHUNKS: ChunkImports[] = [
  { fileName: 'runtime.js', imports: [] },
  { fileName: 'react.js', imports: ['runtime.js'] },
  { fileName: 'texts.js', imports: ['runtime.js'] },
  { fileName: 'index.js', imports: ['runtime.js', 'react.js', 'texts.js'] },
  { fileName: 'helper.js', imports: ['runtime.js'] },
  { fileName: 'card.js', imports: ['index.js', 'helper.js'] },
  { fileName: 'plan.js', imports: ['index.js', 'card.js', 'helper.js'] },
  { fileName: 'admin.js', imports: ['index.js'] },
];

function expectEachAfterItsImports(order: string[]) {
  for (const file of order) {
    for (const imported of CHUNKS.find((chunk) => chunk.fileName === file)?.imports ?? []) {
      expect(order.indexOf(imported), `${imported} before ${file}`).toBeLessThan(order.indexOf(file));
    }
  }
}

describe('evaluationOrder', () => {
  it("lists the entry's chunks, each after the chunks it imports, the entry last", () => {
    const order = evaluationOrder(CHUNKS, 'index.js', []);
    expect(order).toEqual(['runtime.js', 'react.js', 'texts.js', 'index.js']);
  });

  it("adds a route's chunks: those that do not need the entry before it, those that do after it", () => {
    const order = evaluationOrder(CHUNKS, 'index.js', ['plan.js']);
    expect(new Set(order)).toEqual(
      new Set(['runtime.js', 'react.js', 'texts.js', 'index.js', 'helper.js', 'card.js', 'plan.js']),
    );
    expect(order.length).toBe(7);
    expectEachAfterItsImports(order);
    expect(order.indexOf('helper.js')).toBeLessThan(order.indexOf('index.js'));
    expect(order.slice(-2)).toEqual(['card.js', 'plan.js']);
  });

  it('leaves out chunks no root reaches', () => {
    expect(evaluationOrder(CHUNKS, 'index.js', ['plan.js'])).not.toContain('admin.js');
  });
});
