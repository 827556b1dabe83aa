import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { robotsTxt } from '@shop/shared/content/robots';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
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
import { IMAGES_PATH_PREFIX } from '../definitions/bucket-definitions.ts';
import { contentSecurityPolicy } from '../definitions/content-security-policy.ts';
import { SPA_FALLBACK_SOURCE } from '../definitions/spa-fallback-function.ts';
import { WEB_CONFIG_FILE, type WebConfig } from '../definitions/web-config.ts';

export interface SiteProps {
  api: HttpApi;
  imagesBucket: IBucket;
  /** Buckets the browser uploads to and downloads from with presigned URLs (allowed by the CSP). */
  presignedBuckets: IBucket[];
  /** AWS WAF web ACL (scope CLOUDFRONT) in front of the distribution. */
  webAclArn?: string;
  domain?: { name: string; certificateArn: string };
  /** The web app's build output; deployed only when it exists, so synth works on a fresh clone. */
  webDistPath: string;
  webConfig: WebConfig;
  /** Where CloudFront's standard logs and the web bucket's access logs go. */
  accessLogsBucket: IBucket;
}

/** Vite puts content-hashed files under assets/: they never change, everything else may. */
const HASHED_ASSETS_DIR = 'assets';
const ROBOTS_FILE = 'robots.txt';

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
    const { region, urlSuffix } = Stack.of(this);
    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${region}.${urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Tema house plans: CSP, HSTS, nosniff, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognitoHost: `cognito-idp.${region}.${urlSuffix}`,
            bucketHosts: props.presignedBuckets.map((bucket) => bucket.bucketRegionalDomainName),
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Tema house plans shop',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
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
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host header, so the viewer's must not be forwarded.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
        },
        [`${IMAGES_PATH_PREFIX}*`]: {
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
    const hashedAssets = existsSync(hashedAssetsPath)
      ? new BucketDeployment(this, 'WebAssets', {
          sources: [Source.asset(hashedAssetsPath)],
          destinationBucket: webBucket,
          destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
          prune: false,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
        })
      : undefined;

    const shellSources = existsSync(props.webDistPath)
      ? [Source.asset(props.webDistPath, { exclude: [HASHED_ASSETS_DIR, ROBOTS_FILE] })]
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
}
