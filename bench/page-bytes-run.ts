import { parseArgs } from 'node:util';
import { startBenchStack } from './bench-stack.ts';
import { measurePageBytes } from './page-bytes.ts';
import { shopClient } from './shop-client.ts';

/**
 * `npx tsx bench/page-bytes-run.ts [--visit "A plan page"] [--list]`: only the bytes of first visits at 360 px
 * (what `npm run bench -- --only lighthouse` measures after Lighthouse), against the web/dist build already made,
 * with each visit's responses by type and, with --list, one by one.
 */
async function main() {
  const { values } = parseArgs({ options: { visit: { type: 'string', multiple: true }, list: { type: 'boolean' } } });
  const bench = await startBenchStack();
  try {
    const client = shopClient(bench);
    const planId = String(((await client.plans('?limit=1')).body.plans as { id: string }[])[0]?.id);
    const wanted = values.visit;
    const figures = await measurePageBytes(bench.stack, planId, (name) => !wanted || wanted.includes(name));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const figure of figures) {
      console.log(
        `\n${figure.visit} ${figure.path}: ${figure.requests} requests, ${kb(figure.totalBytes)}, pictures ${kb(figure.imageBytes)}, CLS ${figure.cls.toFixed(3)}`,
      );
      if (figure.moved.length) console.log(`  moved: ${figure.moved.join(' | ')}`);
      const byType = new Map<string, { count: number; bytes: number }>();
      for (const response of figure.responses) {
        const sum = byType.get(response.type) ?? { count: 0, bytes: 0 };
        byType.set(response.type, { count: sum.count + 1, bytes: sum.bytes + response.bytes });
      }
      for (const [type, sum] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes)) {
        console.log(`  ${type.padEnd(10)} ${String(sum.count).padStart(3)} ${kb(sum.bytes).padStart(10)}`);
      }
      if (values.list) {
        for (const response of figure.responses) {
          console.log(`    ${response.type.padEnd(10)} ${kb(response.bytes).padStart(10)} ${response.url}`);
        }
      }
    }
  } finally {
    await bench.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
