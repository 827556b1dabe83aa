import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface PaymentsProps {
  paystackSecretName: string;
}

/**
 * The Paystack secret key's home. CloudFormation creates it with a random placeholder; the operator
 * puts the real key in after the first deploy (docs/operations.md), so it never passes through
 * the CDK app or the CloudFormation template.
 */
export class Payments extends Construct {
  readonly paystackSecret: Secret;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);
    this.paystackSecret = new Secret(this, 'PaystackSecretKey', {
      secretName: props.paystackSecretName,
      description: 'Paystack secret key (sk_live_... or sk_test_...); also verifies webhook signatures',
    });
  }
}
