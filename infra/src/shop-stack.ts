import { routes } from '@shop/shared/api/routes';
import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './constructs/api.ts';
import { Auth } from './constructs/auth.ts';
import { Data } from './constructs/data.ts';
import { Files } from './constructs/files.ts';
import { Payments } from './constructs/payments.ts';
import type { ShopResources } from './constructs/shop-function.ts';
import { Site } from './constructs/site.ts';
import type { ShopSettings } from './settings.ts';

export interface ShopStackProps extends StackProps {
  settings: ShopSettings;
  /** The web app's build output (web/dist); skipped when absent. */
  webDistPath: string;
}

/** The whole shop in one stack: users, data, files, the API and the site in front of them. */
export class ShopStack extends Stack {
  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const auth = new Auth(this, 'Auth', { contactEmail: settings.contactEmail });
    const data = new Data(this, 'Data');
    // Without a custom domain the site's origin is CloudFront's generated name, which the buckets
    // cannot reference (the distribution already references the images bucket); presigned URLs
    // carry the authorisation either way.
    const files = new Files(this, 'Files', {
      corsOrigins: settings.domain ? [`https://${settings.domain.name}`] : ['*'],
    });
    const payments = new Payments(this, 'Payments', {
      paystackSecretName: settings.paystackSecretName,
      planFilesBucket: files.planFilesBucket,
    });
    const resources: ShopResources = {
      table: data.table,
      planFilesBucket: files.planFilesBucket,
      imagesBucket: files.imagesBucket,
      userPool: auth.userPool,
      email: settings.contactEmail ? { sender: settings.contactEmail, contact: settings.contactEmail } : undefined,
      // The site is built after the API (CloudFront routes /api to it), so its address is read lazily.
      siteUrl: Lazy.string({ produce: () => site.url }),
      paystackSecret: payments.paystackSecret,
      planFileSigner: payments.planFileSigner,
      paystackPublicKey: settings.paystackPublicKey,
    };
    const api = new Api(this, 'Api', {
      routes,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      resources,
    });
    payments.scheduleReconciliation(resources, api.jwt);
    const site = new Site(this, 'Site', {
      api: api.httpApi,
      imagesBucket: files.imagesBucket,
      domain: settings.domain,
      webDistPath: props.webDistPath,
      webConfig: {
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        region: this.region,
        authFlow: settings.authFlow,
      },
    });

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'DistributionDomainName', {
      value: site.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME or alias) here',
    });
    new CfnOutput(this, 'ApiUrl', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'PaystackSecretName', {
      value: payments.paystackSecret.secretName,
      description: 'Put the Paystack secret key here after deploy (docs/operations.md)',
    });
  }
}
