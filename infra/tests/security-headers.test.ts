import { describe, expect, it } from 'vitest';
import { shopTemplate } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

type Behavior = { ResponseHeadersPolicyId?: unknown };

describe('CloudFront response headers', () => {
  const template = shopTemplate();
  const [[policyId, policy]] = Object.entries(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
  const headers = (
    policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> }
  ).SecurityHeadersConfig;
  // Bucket domain names are tokens: render the CSP with their logical ids in place.
  const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);

  it('go out on every behaviour: the app, /api/* and /images/*', () => {
    const [distribution] = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));
    const config = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: Behavior;
      CacheBehaviors: Behavior[];
    };

    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('force HTTPS for two years, forbid sniffing and framing', () => {
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('allow only what the app loads: its own scripts, Cognito, the two buckets, pictures from https: hosts, the map', () => {
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toContain('https://cognito-idp.eu-west-1.');
    expect(csp).toMatch(/FilesImages\w+","RegionalDomainName/);
    expect(csp).toMatch(/FilesPlanFiles\w+","RegionalDomainName/);
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    expect(csp).not.toContain("script-src 'self' 'unsafe");
  });
});
