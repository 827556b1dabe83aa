import { PRODUCTION_METRICS_NAMESPACE } from '@shop/shared/observability/metrics-namespace';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../src/observability/log.ts';
import { countMetric } from '../../src/observability/metrics.ts';
import { recordSale } from '../../src/observability/payment-metrics.ts';

type Emf = { _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] } };

/** The namespace of each embedded-metric-format line written to stdout (Powertools Metrics writes there). */
let written: string[] = [];
const emfNamespaces = () =>
  written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => (JSON.parse(line) as Emf)._aws.CloudWatchMetrics[0].Namespace);

/** The namespace of the one countMetric line given to the logger. */
function countedNamespace(): string {
  const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined);
  countMetric('SomethingCounted', 'counted');
  const [[, data]] = warn.mock.calls as unknown as [[string, Emf]];
  return data._aws.CloudWatchMetrics[0].Namespace;
}

beforeEach(() => {
  written = [];
  // Not silent, so the lines are written; the shop logs nothing at CRITICAL.
  vi.stubEnv('LOG_LEVEL', 'CRITICAL');
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the shop’s own metrics namespace', () => {
  it('is the one the stack set for the stage, for counted events and sales alike', () => {
    vi.stubEnv('METRICS_NAMESPACE', 'TemaHousePlans-staging');

    const counted = countedNamespace();
    recordSale(4000_00);

    expect(counted).toBe('TemaHousePlans-staging');
    expect(emfNamespaces()).toEqual(['TemaHousePlans-staging']);
  });

  it('is production’s when the stack set none (offline), even after a stage’s in the same container', () => {
    vi.stubEnv('METRICS_NAMESPACE', 'TemaHousePlans-staging');
    recordSale(100);
    vi.stubEnv('METRICS_NAMESPACE', undefined);
    written = [];

    const counted = countedNamespace();
    recordSale(100);

    expect(counted).toBe(PRODUCTION_METRICS_NAMESPACE);
    expect(emfNamespaces()).toEqual([PRODUCTION_METRICS_NAMESPACE]);
  });
});
