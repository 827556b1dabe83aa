import { readFileSync } from 'node:fs';
import { stampPdf } from '../lambdas/src/domain/deliveries/stamp-pdf.ts';

/** One stamping in a fresh process; prints {stampMs, peakRssMb, peakHeapMb, outputMb} as its last line. */
const source = new Uint8Array(readFileSync(process.argv[2] as string));
let peakHeap = 0;
const sampler = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
}, 5);
const started = performance.now();
const output = await stampPdf(source, {
  licenseeName: 'Adjoa Asantewaa Mensah',
  licenseeEmail: 'adjoa.mensah@example.com',
  orderId: '01JDELIVERYBENCH0000000000',
  invoiceNumber: 'INV-BENCH001',
  planTitle: 'Bench Villa',
  tier: 'premium',
  date: '25 November 2026',
  language: 'en',
});
const stampMs = performance.now() - started;
clearInterval(sampler);
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
console.log(
  JSON.stringify({
    stampMs: Math.round(stampMs),
    peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
    peakHeapMb: mb(peakHeap),
    outputMb: mb(output.byteLength),
  }),
);
