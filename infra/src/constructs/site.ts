import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { robotsTxt } from '@shop/shared/content/robots';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import { Annotations, CfnRule, Duration, Fn, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { contentSecurityPolicy } from '../definitions/content-security-policy.ts';
import {
  API_CACHE_RULE,
  API_PATH_PATTERN,
  type EdgeCacheRule,
  FIRM_PAGE_PATH_PATTERNS,
  IMAGES_PATH_PATTERN,
  PLAN_PAGE_CACHE_RULE,
  PLAN_PAGE_PATH_PATTERNS,
} from '../definitions/edge-behaviours.ts';
import { PLAN_PAGE_FUNCTION_SOURCE } from '../definitions/plan-page-function.ts';
import { FRAME_OPTION, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '../definitions/security-headers.ts';
import { NOT_FOUND_STATUS_SOURCE, SPA_FALLBACK_SOURCE } from '../definitions/spa-fallback-function.ts';
import { webBuildStatus } from '../definitions/web-build-status.ts';
import { WEB_CONFIG_FILE, type WebConfig } from '../definitions/web-config.ts';

export interface SiteProps {
  api: HttpApi;
  imagesBucket: IBucket;
  /** Buckets the browser uploads to and downloads from with presigned URLs (allowed by the CSP). */
  presignedBuckets: IBucket[];
  /**
   * The secret CloudFront adds to every API request (x-origin-verify), as a dynamic reference to its Secrets
   * Manager secret; the API's functions refuse requests without it.
   */
  originVerifySecret: string;
  /** AWS WAF web ACL (scope CLOUDFRONT) in front of the distribution. */
  webAclArn?: string;
  domain?: { name: string; certificateArn: string };
  /** A copy beside production (settings.stage): named in the distribution's comment. */
  stage?: string;
  /** The web app's build output; deployed only when it exists, so synth works on a fresh clone. */
  webDistPath: string;
  webConfig: WebConfig;
  /** Where CloudFront's standard logs and the web bucket's access logs go. */
  accessLogsBucket: IBucket;
}

/**
 * Regions whose buckets CloudFront's standard logs cannot be delivered to (the opt-in regions, Cape Town
 * among them: AWS CloudFront developer guide, "standard logging"). There the distribution logs nothing and
 * synth says so; WAF metrics, API access logs and S3 access logs remain.
 */
export const NO_CLOUDFRONT_LOG_REGIONS = [
  'af-south-1',
  'ap-east-1',
  'ap-south-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ca-west-1',
  'eu-central-2',
  'eu-south-1',
  'eu-south-2',
  'il-central-1',
  'me-central-1',
  'me-south-1',
];

function cloudFrontLogsDeliverable(scope: Construct): boolean {
  const { region } = Stack.of(scope);
  if (Token.isUnresolved(region) || !NO_CLOUDFRONT_LOG_REGIONS.includes(region)) return true;
  Annotations.of(scope).addWarningV2(
    'shop:no-cloudfront-logs',
    `CloudFront cannot deliver standard logs to a bucket in ${region}: the distribution's logging is off (docs/operations.md, Which region for Ghana)`,
  );
  return false;
}

/** CloudFront cache policy TTLs from an edge cache rule (edge-behaviours.ts). */
function cachePolicyTtls(rule: EdgeCacheRule) {
  return {
    minTtl: Duration.seconds(rule.minTtl),
    defaultTtl: Duration.seconds(rule.defaultTtl),
    maxTtl: Duration.seconds(rule.maxTtl),
  };
}

/** Vite puts content-hashed files under assets/: they never change, everything else may. */
const HASHED_ASSETS_DIR = 'assets';
const ROBOTS_FILE = 'robots.txt';
const SOURCE_MAPS = ['*.map', '**/*.map'];

/**
 * The private web bucket and the CloudFront distribution in front of it, the API (/api/*) and the
 * images bucket (/images/*): one origin for the browser, so no CORS between site and API.
 */
export class Site extends Construct {
  readonly distribution: Distribution;
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const webBucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Only build output lives here, and every deploy writes it again.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 's3/WebBucket/',
    });

    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', {
      signing: Signing.SIGV4_ALWAYS,
    });
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(SPA_FALLBACK_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves /index.html for client-side routes (paths without a file extension)',
    });
    const notFoundStatus = new CloudFrontFunction(this, 'NotFoundStatus', {
      code: FunctionCode.fromInline(NOT_FOUND_STATUS_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Answers the not-found page with HTTP 404',
    });
    const planPage = new CloudFrontFunction(this, 'PlanPage', {
      code: FunctionCode.fromInline(PLAN_PAGE_FUNCTION_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Sends /plans/{id}, /portfolio/{id}, /blog/{slug} (and /fr) to their page Lambdas',
    });
    const { region, urlSuffix } = Stack.of(this);
    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${region}.${urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
    });
    const apiCache = new CachePolicy(this, 'ApiCache', {
      comment: 'Tema house plans API: only what the Lambda marks s-maxage; signed-in requests keyed apart',
      ...cachePolicyTtls(API_CACHE_RULE),
      headerBehavior: CacheHeaderBehavior.allowList(...API_CACHE_RULE.keyHeaders),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const planPageCache = new CachePolicy(this, 'PlanPageCache', {
      comment: 'Tema house plans plan pages: as long as the Lambda says, one copy for everyone',
      ...cachePolicyTtls(PLAN_PAGE_CACHE_RULE),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Tema house plans: CSP, HSTS, nosniff, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognitoOrigin: `https://cognito-idp.${region}.${urlSuffix}`,
            bucketOrigins: props.presignedBuckets.map((bucket) => `https://${bucket.bucketRegionalDomainName}`),
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTION as HeadersFrameOption, override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.stage ? `Tema house plans shop (${props.stage})` : 'Tema house plans shop',
      // No default root object: with one, whether CloudFront swaps `/` for the object before or after it picks a
      // behaviour is undocumented. Without it, `/` is a plain path: the firm page's `/` behaviour takes it, and were
      // it ever to fall to the default behaviour, the SPA fallback function still answers it with index.html.
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      ...(cloudFrontLogsDeliverable(this)
        ? { enableLogging: true, logBucket: props.accessLogsBucket, logFilePrefix: 'cloudfront/' }
        : {}),
      // Only with a certificate of our own can CloudFront refuse TLS older than 1.2.
      minimumProtocolVersion: props.domain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      domainNames: props.domain ? [props.domain.name] : undefined,
      certificate: props.domain
        ? Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
        : undefined,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(webBucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        compress: true,
        functionAssociations: [
          { function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: notFoundStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          compress: true,
          // API Gateway routes on its own Host header, so the viewer's must not be forwarded. The policy also
          // passes CloudFront's own headers, CloudFront-Viewer-Address among them (the rate limits' key).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
        },
        // Plan pages are rendered by the plan page Lambda behind the API (decision 0047), Home and Contact by the firm
        // page Lambda. No origin request policy:
        // only the cache key's parts (none) reach it, and API Gateway gets its own Host.
        ...Object.fromEntries(
          [...PLAN_PAGE_PATH_PATTERNS, ...FIRM_PAGE_PATH_PATTERNS].map((pattern) => [
            pattern,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              cachePolicy: planPageCache,
              compress: true,
              responseHeadersPolicy,
              functionAssociations: [{ function: planPage, eventType: FunctionEventType.VIEWER_REQUEST }],
            },
          ]),
        ),
        [IMAGES_PATH_PATTERN]: {
          origin: S3BucketOrigin.withOriginAccessControl(props.imagesBucket, { originAccessControl }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy,
          compress: true,
        },
      },
    });
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    this.deployWebApp(webBucket, props);
  }

  /**
   * Hashed assets first (cached for a year), then the shell and config.json, revalidated on every
   * request, so a browser never loads a new index.html that points at assets not yet uploaded.
   * Neither deployment prunes: tabs still open on the previous build keep finding its assets.
   */
  private deployWebApp(webBucket: Bucket, props: SiteProps): void {
    const hashedAssetsPath = join(props.webDistPath, HASHED_ASSETS_DIR);
    this.refuseDeployWithoutCurrentBuild(props.webDistPath);
    const hashedAssets = existsSync(hashedAssetsPath)
      ? new BucketDeployment(this, 'WebAssets', {
          // Source maps stay on the build machine (the bench reads them); nobody else needs our sources.
          sources: [Source.asset(hashedAssetsPath, { exclude: SOURCE_MAPS })],
          destinationBucket: webBucket,
          destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
          prune: false,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
        })
      : undefined;

    const shellSources = existsSync(props.webDistPath)
      ? [Source.asset(props.webDistPath, { exclude: [HASHED_ASSETS_DIR, ROBOTS_FILE, ...SOURCE_MAPS] })]
      : [];
    const shell = new BucketDeployment(this, 'WebShell', {
      sources: [
        ...shellSources,
        Source.jsonData(WEB_CONFIG_FILE, props.webConfig),
        // robots.txt names the sitemap by absolute address, known only at deploy time.
        Source.data(ROBOTS_FILE, robotsTxt(this.url)),
      ],
      destinationBucket: webBucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
    });
    if (hashedAssets) shell.node.addDependency(hashedAssets);
  }

  /**
   * `cdk synth` works without a web build (a fresh clone, CI), but a deploy must not ship a missing or
   * outdated app: a CloudFormation rule that fails change-set validation says so before anything changes
   * (`npm run deploy` builds first), and synth warns.
   */
  private refuseDeployWithoutCurrentBuild(webDistPath: string): void {
    const status = webBuildStatus(webDistPath);
    if (status === 'current') return;
    const message =
      status === 'missing'
        ? 'No web build in web/dist: run `npm run deploy` (it builds the app first), or `npm run build` before `cdk deploy`'
        : 'The web build in web/dist is older than web/src: run `npm run deploy` (it builds the app first), or `npm run build` before `cdk deploy`';
    Annotations.of(this).addWarningV2('shop:web-build', message);
    new CfnRule(this, 'WebBuildIsCurrent', {
      assertions: [{ assert: Fn.conditionEquals(status, 'current'), assertDescription: message }],
    });
  }
}
