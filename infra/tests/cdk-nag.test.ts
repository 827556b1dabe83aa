import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeExplainedFindings,
  DEFAULT_CERTIFICATE_FINDING,
  EXPLAINED_FINDINGS,
  type ExplainedFinding,
  unexplainedFindings,
} from '../src/nag-acknowledgements.ts';
import { explanationsFor, gateOnNagFindings } from '../src/nag-gate.ts';
import type { ShopSettings } from '../src/settings.ts';
import { defineShopApp } from '../src/shop-app.ts';
import { DEFAULT_SETTINGS, synthesizeApp, TEST_ENV } from './support/synth.ts';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';

/** Unexplained findings (errors and warnings alike) across every stack, and the explanations used. */
function nagApp(settings: ShopSettings, explained: readonly ExplainedFinding[]) {
  return synthesizeApp((app) => {
    defineShopApp(app, { settings, env: TEST_ENV, webDistPath: '/nonexistent/web/dist' });
    // Synthesize first: only then do the nested stacks reference the parent's resources by parameters,
    // which is what the findings on their policies name (and what gets deployed).
    app.synth();
    const used = acknowledgeExplainedFindings(app, explained);
    const findings = unexplainedFindings(app, explained);
    return { findings, used };
  });
}

describe('cdk-nag AwsSolutions checks', () => {
  it('leave no unexplained finding on the shop and edge stacks, and every explanation is still needed', () => {
    const explained = [...EXPLAINED_FINDINGS, DEFAULT_CERTIFICATE_FINDING];

    const { findings, used } = nagApp(DEFAULT_SETTINGS, explained);

    expect(findings).toEqual([]);
    expect(explained.filter((entry) => !used.has(entry)).map((entry) => String(entry.finding))).toEqual([]);
  });

  it('need no TLS exception once the site has its own domain and certificate', () => {
    const settings = { ...DEFAULT_SETTINGS, domain: { name: 'plans.example.com', certificateArn: CERTIFICATE } };

    const { findings } = nagApp(settings, EXPLAINED_FINDINGS);

    expect(findings).toEqual([]);
  });

  it('are not silenced wholesale: without the explanations the stack has findings', () => {
    const { findings } = nagApp(DEFAULT_SETTINGS, []);

    expect(findings.length).toBeGreaterThan(0);
  });

  it('give every explanation a reason of its own', () => {
    const reasons = [...EXPLAINED_FINDINGS, DEFAULT_CERTIFICATE_FINDING].map((entry) => entry.reason);

    expect(new Set(reasons).size).toBe(reasons.length);
    for (const reason of reasons) expect(reason.length).toBeGreaterThan(40);
  });
});

describe('the nag gate on synth (infra/bin/app.ts)', () => {
  const shopApp = (app: Parameters<Parameters<typeof synthesizeApp>[0]>[0]) =>
    defineShopApp(app, { settings: DEFAULT_SETTINGS, env: TEST_ENV, webDistPath: '/nonexistent/web/dist' });

  it('lets the shop through with the explanations that apply to it', () => {
    expect(() =>
      synthesizeApp((app) => {
        shopApp(app);
        gateOnNagFindings(app, explanationsFor(false, TEST_ENV.region));
      }),
    ).not.toThrow();
  });

  it('fails the synth, naming each finding, when one is not explained', () => {
    expect(() =>
      synthesizeApp((app) => {
        shopApp(app);
        gateOnNagFindings(app, explanationsFor(true, TEST_ENV.region));
      }),
    ).toThrow(/cdk-nag: 1 unexplained finding\(s\)[\s\S]*AwsSolutions-CFR4 .*Site\/Distribution/);
  });

  it('is what the CDK app runs', () => {
    const app = readFileSync(new URL('../bin/app.ts', import.meta.url), 'utf8');
    const deployable = readFileSync(new URL('../src/deployable-shop.ts', import.meta.url), 'utf8');

    expect(app).toMatch(/^defineDeployableShop\(new App\(\), process\.env, WEB_DIST_DIR\);$/m);
    expect(deployable).toMatch(/^ {2}gateOnNagFindings\(app, explanationsFor\(/m);
  });
});
