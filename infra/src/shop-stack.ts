import { routes } from '@shop/shared/api/routes';
import { shopMetricsNamespace } from '@shop/shared/observability/metrics-namespace';
import { Annotations, CfnOutput, Lazy, Stack, type StackProps, Token } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { AccessLogs } from './constructs/access-logs.ts';
import { Api } from './constructs/api.ts';
import { Auth } from './constructs/auth.ts';
import { CatalogueRebuild } from './constructs/catalogue-rebuild.ts';
import { Data } from './constructs/data.ts';
import { Deliveries } from './constructs/deliveries.ts';
import { EdgeWebAcl } from './constructs/edge-web-acl.ts';
import { Files } from './constructs/files.ts';
import { Monitoring } from './constructs/monitoring.ts';
import { OriginSecret } from './constructs/origin-secret.ts';
import { Payments } from './constructs/payments.ts';
import { Pictures } from './constructs/pictures.ts';
import { PlanImports } from './constructs/plan-imports.ts';
import { ReviewAuthorBackfill } from './constructs/review-author-backfill.ts';
import type { ShopResources } from './constructs/shop-function.ts';
import { Site } from './constructs/site.ts';
import { EDGE_METRICS_REGION } from './definitions/edge-metrics.ts';
import { type ShopSettings, stageName } from './settings.ts';

export interface ShopStackProps extends StackProps {
  settings: ShopSettings;
  /** The web app's build output (web/dist); skipped when absent. */
  webDistPath: string;
  /** A CloudFront-scope WAF web ACL made elsewhere (settings, or the us-east-1 edge stack). */
  webAclArn?: string;
  /** The metric name of that ACL when the edge stack made it (an existing ACL's metrics are its owner's). */
  webAclMetricName?: string;
}

/** The whole shop in one stack: users, data, files, the API and the site in front of them. */
export class ShopStack extends Stack {
  /** Read by the us-east-1 edge alarms stack, where CloudFront's metrics are. */
  readonly distributionId: string;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { settings } = props;
    // RetentionDays' values are the day counts settings.ts accepts.
    const logRetention = settings.logRetentionDays as RetentionDays;
    // A staging copy beside production counts into its own namespace, so it never moves production's alarms.
    const metricsNamespace = shopMetricsNamespace(settings.stage);

    const auth = new Auth(this, 'Auth', {
      contactEmail: settings.contactEmail,
      threatProtection: settings.threatProtection,
    });
    const data = new Data(this, 'Data', { existingTableName: settings.tableName });
    // Without a custom domain the site's origin is CloudFront's generated name, which the buckets
    // cannot reference (the distribution already references the images bucket); presigned URLs
    // carry the authorisation either way.
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const files = new Files(this, 'Files', {
      accessLogsBucket: accessLogs.bucket,
      corsOrigins: settings.domain ? [`https://${settings.domain.name}`] : ['*'],
    });
    const payments = new Payments(this, 'Payments', {
      // A pinned name gets the stage too, so one set of settings serves both copies without a collision.
      paystackSecretName: settings.paystackSecretName && stageName(settings.paystackSecretName, settings.stage),
      planFilesBucket: files.planFilesBucket,
    });
    // Only CloudFront and the API's functions know it: a request without it skipped CloudFront and its WAF.
    const originVerify = new OriginSecret(this, 'OriginVerify');
    const resources: ShopResources = {
      table: data.table,
      planFilesBucket: files.planFilesBucket,
      imagesBucket: files.imagesBucket,
      userPool: auth.userPool,
      email: settings.contactEmail ? { sender: settings.contactEmail, contact: settings.contactEmail } : undefined,
      // The site is built after the API (CloudFront routes /api to it), so its address is read lazily.
      siteUrl: Lazy.string({ produce: () => site.url }),
      distributionId: Lazy.string({ produce: () => site.distribution.distributionId }),
      paystackSecret: payments.paystackSecret,
      planFileSigner: payments.planFileSigner,
      paystackPublicKey: settings.paystackPublicKey,
      logRetention,
      metricsNamespace,
    };
    const api = new Api(this, 'Api', {
      routes,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      // Only the API's functions check the origin secret; jobs and triggers are not behind CloudFront.
      resources: { ...resources, originVerifySecret: originVerify.secret },
    });
    Payments.reserveConcurrency(api.functions, settings.reservedPaymentConcurrency);
    const reconcile = payments.scheduleReconciliation(resources, api.jwt);
    const customDomainUrl = settings.domain ? `https://${settings.domain.name}` : '';
    const newUsers = auth.notifyStaffOfNewUsers(resources, customDomainUrl);
    const accountMessages = auth.writeAccountMessages(resources, customDomainUrl);
    const pictures = new Pictures(this, 'Pictures', { resources });
    const deliveries = new Deliveries(this, 'Deliveries', { resources });
    const planImports = new PlanImports(this, 'PlanImports', { resources });
    const catalogueRebuild = new CatalogueRebuild(this, 'CatalogueRebuild', { resources, table: data.table });
    const reviewBackfill = new ReviewAuthorBackfill(this, 'ReviewAuthorBackfill', { resources, table: data.table });
    const ownWebAcl = props.webAclArn ? undefined : this.ownWebAcl(settings);
    const site = new Site(this, 'Site', {
      api: api.httpApi,
      originVerifySecret: originVerify.headerValue,
      imagesBucket: files.imagesBucket,
      presignedBuckets: [files.imagesBucket, files.planFilesBucket],
      accessLogsBucket: accessLogs.bucket,
      webAclArn: props.webAclArn ?? ownWebAcl?.arn,
      domain: settings.domain,
      webDistPath: props.webDistPath,
      stage: settings.stage,
      webConfig: {
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        region: this.region,
        authFlow: settings.authFlow,
      },
    });

    const shopFunctions = [
      ...api.functions.values(),
      reconcile,
      newUsers,
      accountMessages,
      pictures.function,
      deliveries.function,
      planImports.function,
      catalogueRebuild.function,
      reviewBackfill.function,
    ];
    this.distributionId = site.distribution.distributionId;
    const monitoring = new Monitoring(this, 'Monitoring', {
      metricsNamespace,
      httpApi: api.httpApi,
      accessLogs: api.accessLogs,
      routes,
      functions: shopFunctions,
      deadLetterQueues: [
        { what: 'reconciliation run', queue: payments.deadLetterQueue },
        { what: 'picture upload (variants not made)', queue: pictures.failedEvents },
        { what: 'order delivery (stamped files not made)', queue: deliveries.failedEvents },
        { what: 'plan import row (left pending, resumable)', queue: planImports.failedEvents },
      ],
      paymentLogGroups: shopFunctions.filter((fn) => fn.route.access.paystack).map((fn) => fn.logGroup),
      table: data.table,
      // Without a known region the stack cannot tell where CloudFront's metrics are read from: no edge watch.
      edge: Token.isUnresolved(this.region)
        ? undefined
        : {
            distributionId: this.distributionId,
            webAclMetricName: ownWebAcl?.metricName ?? props.webAclMetricName,
            alarmsHere: this.region === EDGE_METRICS_REGION,
          },
      alarmEmail: settings.alarmEmail,
    });

    originVerify.alarmOnRejections(monitoring.topic, metricsNamespace);

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'DistributionDomainName', {
      value: site.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME or alias) here',
    });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'PaystackSecretName', {
      value: payments.paystackSecret.secretName,
      description: 'Put the Paystack secret key here after deploy (docs/operations.md)',
    });
    new CfnOutput(this, 'DistributionId', {
      value: site.distribution.distributionId,
      description: 'For npm run rotate-origin-secret (docs/operations.md)',
    });
    new CfnOutput(this, 'OriginVerifySecretArn', {
      value: originVerify.secret.secretArn,
      description: 'The origin secret, for npm run rotate-origin-secret (docs/operations.md)',
    });
    // Names CloudFormation generated, which the runbook's commands need (docs/operations.md).
    new CfnOutput(this, 'TableName', {
      value: data.table.tableName,
      description: 'The shop table (restore drill: npm run restore-table)',
    });
    new CfnOutput(this, 'PlanFilesBucketName', { value: files.planFilesBucket.bucketName });
    new CfnOutput(this, 'ImagesBucketName', { value: files.imagesBucket.bucketName });
    new CfnOutput(this, 'PlanFileSignerUserName', {
      value: payments.signerUser.userName,
      description: 'IAM user whose access key signs download links (rotation: docs/operations.md)',
    });
    new CfnOutput(this, 'PlanFileSignerSecretName', { value: payments.planFileSigner.secretName });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: monitoring.topic.topicArn,
      description: 'Alarms are published here; subscribe more addresses or a chat webhook (docs/operations.md)',
    });
  }

  /** In us-east-1 the stack can hold the CloudFront web ACL itself; elsewhere it must come from outside. */
  private ownWebAcl(settings: ShopSettings): EdgeWebAcl | undefined {
    if (!Token.isUnresolved(this.region) && this.region === EDGE_METRICS_REGION) {
      return new EdgeWebAcl(this, 'EdgeWebAcl', {
        rateRuleAction: settings.wafRateRuleAction,
        logRetention: settings.logRetentionDays as RetentionDays,
      });
    }
    Annotations.of(this).addWarningV2(
      'shop:no-web-acl',
      'CloudFront has no AWS WAF web ACL: deploy with a known account and region (the edge stack is then made in us-east-1) or set webAclArn (docs/operations.md)',
    );
    return undefined;
  }
}
