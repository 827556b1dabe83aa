import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAN_PAGE_FUNCTION_SOURCE } from '../src/definitions/plan-page-function.ts';
import { NOT_FOUND_STATUS_SOURCE, SPA_FALLBACK_SOURCE } from '../src/definitions/spa-fallback-function.ts';
import {
  DEFAULT_CERTIFICATE_FINDING,
  EXPLAINED_FINDINGS,
  NO_CLOUDFRONT_LOGS_FINDING,
  unexplainedFindings,
} from '../src/nag-acknowledgements.ts';
import { defineShopApp } from '../src/shop-app.ts';
import { DEFAULT_SETTINGS, shopTemplate, synthesizeApp, synthShop, TEST_ENV } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

/** CloudFront's managed policy ids (the same in every account). */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Behavior = Record<string, unknown> & { PathPattern?: string; TargetOriginId: string };
type Origin = { Id: string; DomainName: unknown; OriginAccessControlId?: unknown };
type DistributionConfig = {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: Origin[];
} & Record<string, unknown>;

function distributionConfig(template = shopTemplate()): DistributionConfig {
  const [distribution] = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));
  return distribution.Properties.DistributionConfig as DistributionConfig;
}

describe('the CloudFront distribution', () => {
  const template = shopTemplate();
  const config = distributionConfig(template);
  const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);
  const originOf = (b: Behavior | undefined) => config.Origins.find((origin) => origin.Id === b?.TargetOriginId);

  it('answers the root through its own behaviour over HTTP/2 and HTTP/3, redirecting plain HTTP everywhere', () => {
    expect(config).toMatchObject({ HttpVersion: 'http2and3' });
    // A default root object would decide `/` before the behaviours do; the firm page's behaviour must see it.
    expect(config.DefaultRootObject ?? '').toBe('');
    expect(behavior('/')?.TargetOriginId).toBe(behavior('/contact')?.TargetOriginId);
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
  });

  it('reads the web and images buckets through one origin access control', () => {
    const [oacId] = Object.keys(resourcesOfType(template, 'AWS::CloudFront::OriginAccessControl'));

    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    for (const origin of [originOf(config.DefaultCacheBehavior), originOf(behavior('/images/*'))]) {
      expect(origin?.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    }
    expect(JSON.stringify(originOf(config.DefaultCacheBehavior)?.DomainName)).toContain('SiteWebBucket');
    expect(JSON.stringify(originOf(behavior('/images/*'))?.DomainName)).toContain('FilesImages');
  });

  it('passes /api/* to the HTTP API with every method, the viewer’s headers except Host, and the origin secret', () => {
    const api = behavior('/api/*');
    const [secretId] = Object.keys(resourcesOfType(template, 'AWS::SecretsManager::Secret')).filter((id) =>
      id.startsWith('OriginVerifySecret'),
    );

    expect(api).toMatchObject({
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
    expect(api?.CachePolicyId).not.toBe(CACHING_DISABLED);
    expect(JSON.stringify(originOf(api)?.DomainName)).toContain('.execute-api.eu-west-1.');
    expect((originOf(api) as { OriginCustomHeaders?: unknown }).OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:current::}}']],
        },
      },
    ]);
  });

  it('caches from the API only what the Lambda marks cacheable, keyed by query and Authorization', () => {
    const [policyId, policy] = Object.entries(resourcesOfType(template, 'AWS::CloudFront::CachePolicy'))[0];

    expect(behavior('/api/*')?.CachePolicyId).toEqual({ Ref: policyId });
    expect(policy.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 86_400,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['authorization'] },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
  });

  it('caches and compresses /images/*', () => {
    expect(behavior('/images/*')).toMatchObject({ CachePolicyId: CACHING_OPTIMIZED, Compress: true });
  });

  const functionArn = (code: string) => {
    const functions = Object.entries(resourcesOfType(template, 'AWS::CloudFront::Function'));
    const [id] = functions.find(([, resource]) => resource.Properties.FunctionCode === code) ?? [];
    return { 'Fn::GetAtt': [id, 'FunctionARN'] };
  };

  it('falls back to the app shell and answers the not-found page with 404 by functions on the default behaviour, never by rewriting errors', () => {
    for (const code of [SPA_FALLBACK_SOURCE, NOT_FOUND_STATUS_SOURCE, PLAN_PAGE_FUNCTION_SOURCE]) {
      template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionCode: code,
        FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      });
    }
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: functionArn(SPA_FALLBACK_SOURCE) },
      { EventType: 'viewer-response', FunctionARN: functionArn(NOT_FOUND_STATUS_SOURCE) },
    ]);
    // Custom error responses are distribution-wide: they would replace the API's JSON 404s.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('sends plan, project and article pages to the API origin with their own function and a cache policy that keys on nothing but the path', () => {
    const policies = resourcesOfType(template, 'AWS::CloudFront::CachePolicy');

    for (const pattern of [
      '/plans/*',
      '/fr/plans/*',
      '/portfolio/*',
      '/fr/portfolio/*',
      '/blog/*',
      '/fr/blog/*',
      // Home and Contact, exact paths: rendered with the firm's JSON-LD.
      '/',
      '/fr',
      '/contact',
      '/fr/contact',
    ]) {
      const plan = behavior(pattern) as Behavior;
      const policy = policies[(plan.CachePolicyId as { Ref: string }).Ref];

      expect(originOf(plan)).toEqual(originOf(behavior('/api/*')));
      expect(plan.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: functionArn(PLAN_PAGE_FUNCTION_SOURCE) },
      ]);
      expect(plan.OriginRequestPolicyId).toBeUndefined();
      expect(policy?.Properties.CachePolicyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: {
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        },
      });
    }
    // CloudFront takes the first matching pattern: the plan pages come before the default, after /api/*.
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf('/plans/*')).toBeGreaterThan(patterns.indexOf('/api/*'));
    expect(config.CacheBehaviors.filter((b) => b.FunctionAssociations)).toHaveLength(10);
    // The list pages themselves (/portfolio, /blog) and the articles' pictures (/articles/...) stay with the bucket.
    expect(patterns).not.toContain('/portfolio');
    expect(patterns.some((pattern) => pattern?.startsWith('/articles'))).toBe(false);
  });

  it('answers on the custom domain with its certificate when one is configured', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';

    const custom = distributionConfig(shopTemplate({ domain: { name: 'plans.example.com', certificateArn } }));

    expect(custom).toMatchObject({
      Aliases: ['plans.example.com'],
      ViewerCertificate: { AcmCertificateArn: certificateArn, SslSupportMethod: 'sni-only' },
    });
  });
});

describe('the SPA fallback function', () => {
  const handler = new Function(`${SPA_FALLBACK_SOURCE}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };

  it.each([
    ['/', '/index.html'],
    ['/plans', '/plans/index.html'],
    ['/plans/', '/plans/index.html'],
    ['/plans/villa-42', '/_shell/plan.html'],
    ['/plans/villa-42/', '/_shell/plan.html'],
    ['/plans/villa-42/reviews', '/_shell/not-found.html'],
    ['/about', '/_shell/app.html'],
    ['/about/', '/_shell/app.html'],
    ['/portfolio/p-1', '/_shell/app.html'],
    ['/download', '/_shell/app.html'],
    ['/user/orders/o-1/invoice', '/_shell/app.html'],
    ['/user/nothing-here', '/_shell/not-found.html'],
    ['/no-such-page', '/_shell/not-found.html'],
    ['/admin/dashboard/', '/_shell/app.html'],
    ['/index.html', '/index.html'],
    ['/plans/index.html', '/plans/index.html'],
    ['/config.json', '/config.json'],
    ['/assets/index-3f2a.js', '/assets/index-3f2a.js'],
    ['/favicon.svg', '/favicon.svg'],
    ['/sw.js', '/sw.js'],
    ['/manifest.webmanifest', '/manifest.webmanifest'],
    ['/fr', '/fr/index.html'],
    ['/fr/', '/fr/index.html'],
    ['/fr/plans', '/fr/plans/index.html'],
    ['/fr/plans/villa-42', '/fr/_shell/plan.html'],
    ['/fr/plans/villa-42/reviews', '/fr/_shell/not-found.html'],
    ['/fr/no-such-page', '/fr/_shell/not-found.html'],
    ['/fr/checkout', '/fr/_shell/app.html'],
    ['/fr/index.html', '/fr/index.html'],
    ['/francais', '/_shell/not-found.html'],
  ])('sends %s to %s', (uri, expected) => {
    const request = handler({ request: { uri } });

    expect(request.uri).toBe(expected);
  });
});

describe('the not-found status function', () => {
  const handler = new Function(`${NOT_FOUND_STATUS_SOURCE}; return handler;`)() as (event: {
    request: { uri: string };
    response: { statusCode: number; statusDescription?: string };
  }) => { statusCode: number; statusDescription?: string };
  const statusFor = (uri: string, statusCode = 200) =>
    handler({ request: { uri }, response: { statusCode } }).statusCode;

  it.each([
    // Whether CloudFront hands it the viewer's path or the rewritten one, the answer is the same.
    ['/no-such-page', 404],
    ['/_shell/not-found.html', 404],
    ['/fr/no-such-page', 404],
    ['/fr/_shell/not-found.html', 404],
    ['/plans/villa-42/reviews', 404],
    ['/', 200],
    ['/index.html', 200],
    ['/about', 200],
    ['/_shell/app.html', 200],
    ['/fr/contact', 200],
    ['/admin/anything', 200],
    ['/favicon.svg', 200],
  ])('answers %s with %i', (uri, expected) => {
    expect(statusFor(uri)).toBe(expected);
  });

  it('leaves any other status as the origin gave it', () => {
    expect(statusFor('/no-such-page', 304)).toBe(304);
  });
});

describe('the plan page function', () => {
  type Answer = {
    uri?: string;
    querystring?: object;
    statusCode?: number;
    headers?: Record<string, { value: string }>;
  };
  const handler = new Function(`${PLAN_PAGE_FUNCTION_SOURCE}; return handler;`)() as (event: {
    request: { uri: string; querystring: object };
  }) => Answer;
  const run = (uri: string) => handler({ request: { uri, querystring: { utm_source: { value: 'whatsapp' } } } });

  it.each([
    ['/plans/villa-42', '/api/plan-pages/en/villa-42'],
    ['/plans/villa-42/', '/api/plan-pages/en/villa-42'],
    ['/fr/plans/villa-42', '/api/plan-pages/fr/villa-42'],
    // No page has a deeper path: the Lambda is asked for an id no plan has, and answers 404.
    ['/plans/villa-42/reviews', '/api/plan-pages/en/_'],
    ['/fr/plans/a/b/c', '/api/plan-pages/fr/_'],
    ['/portfolio/tema-villa', '/api/project-pages/en/tema-villa'],
    ['/fr/portfolio/tema-villa/', '/api/project-pages/fr/tema-villa'],
    ['/blog/designing-for-ghanas-climate', '/api/article-pages/en/designing-for-ghanas-climate'],
    ['/fr/blog/designing-for-ghanas-climate', '/api/article-pages/fr/designing-for-ghanas-climate'],
    ['/blog/a/b', '/api/article-pages/en/_'],
    ['/', '/api/firm-pages/en/home'],
    ['/fr', '/api/firm-pages/fr/home'],
    ['/fr/', '/api/firm-pages/fr/home'],
    ['/contact', '/api/firm-pages/en/contact'],
    ['/fr/contact', '/api/firm-pages/fr/contact'],
  ])('sends %s to %s without its query string', (uri, expected) => {
    const request = run(uri);

    expect(request.uri).toBe(expected);
    expect(request.querystring).toEqual({});
  });

  it.each([
    ['/plans/', '/plans'],
    ['/fr/plans/', '/fr/plans'],
    ['/portfolio/', '/portfolio'],
    ['/fr/blog/', '/fr/blog'],
  ])('redirects %s to %s', (uri, location) => {
    const answer = run(uri);

    expect(answer.statusCode).toBe(301);
    expect(answer.headers?.location?.value).toBe(location);
  });
});

describe('the web app deployment', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/assets/index-3f2a.js"></script>');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // The service worker keeps its own name, so it is revalidated like the shell: a deploy reaches the next visit.
  writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(webDist, 'assets', 'index-3f2a.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets', 'index-3f2a.js.map'), '{"sources":["../src/main.tsx"]}');
  writeFileSync(join(webDist, 'index.html.map'), '{}');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const deploymentsOf = (template: ReturnType<typeof shopTemplate>) =>
    Object.entries(resourcesOfType(template, 'Custom::CDKBucketDeployment'));

  it('without a web build, still publishes config.json for the app, with the pool, client, region and sign-in flow', () => {
    const { template, deployedFiles } = synthShop({ authFlow: 'password' });

    const [[, shell], ...others] = deploymentsOf(template);
    const files = (shell.Properties.SourceObjectKeys as string[]).map((key) => deployedFiles[key]);
    const config = JSON.parse(files[0]['config.json']);
    const markers = (shell.Properties.SourceMarkers as Record<string, unknown>[])[0];
    const robots: string = files[1]['robots.txt'];
    const robotsMarkers = (shell.Properties.SourceMarkers as Record<string, unknown>[])[1];
    const siteMarker = Object.keys(robotsMarkers).find((marker) => robots.includes(marker)) ?? '';

    expect(others).toEqual([]);
    expect(files).toHaveLength(2);
    // robots.txt names the sitemap by the site's own address, known only at deploy time.
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain(`Sitemap: https://${siteMarker}/api/sitemap.xml`);
    expect(robotsMarkers[siteMarker]).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^SiteDistribution/), 'DomainName'],
    });
    expect(config).toEqual({
      userPoolId: expect.any(String),
      userPoolClientId: expect.any(String),
      region: 'eu-west-1',
      authFlow: 'password',
    });
    expect(markers[config.userPoolId]).toEqual({ Ref: expect.stringMatching(/^AuthUserPool[0-9A-F]+$/) });
    expect(markers[config.userPoolClientId]).toEqual({ Ref: expect.stringMatching(/^AuthUserPoolWebClient/) });
  });

  it('without a web build, makes a deploy fail validation with the command to run, and warns at synth', () => {
    const rules = shopTemplate().toJSON().Rules as Record<string, { Assertions: unknown[] }>;
    const [rule] = Object.entries(rules).filter(([id]) => id.startsWith('SiteWebBuildIsCurrent'));

    expect(rule?.[1].Assertions).toEqual([
      {
        Assert: { 'Fn::Equals': ['missing', 'current'] },
        AssertDescription: expect.stringContaining('npm run deploy'),
      },
    ]);
  });

  it('with a current web build, adds no such rule', () => {
    const rules = shopTemplate({}, webDist).toJSON().Rules as Record<string, unknown>;

    expect(Object.keys(rules).filter((id) => id.startsWith('SiteWebBuild'))).toEqual([]);
  });

  it('with a web build, uploads hashed assets for a year first, then the shell and config.json revalidated each time', () => {
    const { template, deployedFiles } = synthShop({}, webDist);

    const deployments = Object.fromEntries(
      deploymentsOf(template).map(([id, d]) => [id.startsWith('SiteWebAssets') ? 'assets' : 'shell', { id, ...d }]),
    );
    const uploaded = (name: string) =>
      (deployments[name].Properties.SourceObjectKeys as string[]).flatMap((key) => Object.keys(deployedFiles[key]));

    expect(deployments.assets.Properties).toMatchObject({
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(uploaded('assets')).toEqual(['index-3f2a.js']);
    expect(deployments.shell.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    // The build's own robots.txt is left out: the deployed one (with the Sitemap line) replaces it.
    expect(uploaded('shell').sort()).toEqual(['config.json', 'favicon.svg', 'index.html', 'robots.txt', 'sw.js']);
    expect(deployments.shell.DependsOn).toContain(deployments.assets.id);
  });
});

describe('the distribution in Cape Town (af-south-1)', () => {
  it('logs nothing CloudFront could not deliver there, and nag accepts only that with its reason', () => {
    const { findings, logging } = synthesizeApp((app) => {
      defineShopApp(app, {
        settings: DEFAULT_SETTINGS,
        env: { ...TEST_ENV, region: 'af-south-1' },
        webDistPath: '/nonexistent/web/dist',
      });
      app.synth();
      const shop = app.node.findChild('ShopStack') as Stack;
      const [distribution] = Object.values(resourcesOfType(Template.fromStack(shop), 'AWS::CloudFront::Distribution'));
      return {
        findings: unexplainedFindings(app, [
          ...EXPLAINED_FINDINGS,
          DEFAULT_CERTIFICATE_FINDING,
          NO_CLOUDFRONT_LOGS_FINDING,
        ]),
        logging: (distribution.Properties.DistributionConfig as { Logging?: unknown }).Logging,
      };
    });

    expect(logging).toBeUndefined();
    expect(findings).toEqual([]);
  });
});
