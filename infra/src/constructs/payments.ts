import type { RouteDefinition } from '@shop/shared/api/routes';
import { Duration, SecretValue, Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { AccessKey, ManagedPolicy, PolicyStatement, User } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import * as z from 'zod/mini';
import { FUNCTION_BUDGETS } from '../definitions/call-sequences.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

export interface PaymentsProps {
  /** Unset: CloudFormation names the secret, so a retried first deploy never meets a name still in its recovery window. */
  paystackSecretName?: string;
  planFilesBucket: IBucket;
}

/**
 * The routes that take the money: a buyer starting a payment, coming back from Paystack, and Paystack's webhook.
 * With reservedPaymentConcurrency set, each keeps that many executions no other function can take.
 */
export const RESERVED_CONCURRENCY_ROUTES = ['initialize-payment', 'verify-payment', 'payment-webhook'] as const;

/** How often pending payments are re-verified with Paystack (lost webhooks, closed tabs). */
export const RECONCILE_EVERY = Duration.minutes(15);

/**
 * The reconciliation job as a route-like row, so it gets the same function construct, bundling and
 * least-privilege grants as the API's functions; it has no HTTP route (EventBridge invokes it).
 */
export const RECONCILE_JOB: RouteDefinition = {
  name: 'reconcile-payments',
  method: 'POST',
  path: '/schedule/reconcile-payments',
  auth: 'public',
  handler: 'payments/reconcile-pending-payments',
  access: { table: 'write', paystack: 'use', email: 'send' },
  request: {},
  response: z.unknown(),
};

/**
 * Payment secrets and the payment safety net.
 * - The Paystack secret key: CloudFormation creates it with a random placeholder; the operator puts the
 *   real key in after the first deploy (docs/operations.md), so it never passes through the template.
 * - The plan-file link signer: an IAM user that may only read plan files, whose access key (kept in
 *   Secrets Manager) signs download links. Links signed with a Lambda role's temporary credentials die
 *   with those credentials after hours; these must work for the whole 7-day download window.
 * - A schedule that re-verifies pending orders every 15 minutes. It is invoked asynchronously, so a run
 *   that fails (or an event EventBridge cannot deliver) lands in a dead-letter queue, which is alarmed.
 */
export class Payments extends Construct {
  readonly paystackSecret: Secret;
  readonly planFileSigner: Secret;
  readonly signerUser: User;
  /** Failed reconciliation runs: the function's on-failure destination and the schedule's DLQ. */
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);
    this.paystackSecret = new Secret(this, 'PaystackSecretKey', {
      secretName: props.paystackSecretName,
      description: 'Paystack secret key (sk_live_... or sk_test_...); also verifies webhook signatures',
    });

    // Only GetObject on plan files: a leaked key can read plan files, nothing else. (The bucket is
    // S3-managed encrypted, so no KMS grant is needed.)
    this.signerUser = new User(this, 'PlanFileSigner');
    new ManagedPolicy(this, 'PlanFileSignerPolicy', {
      description: 'Lets the plan-file link signer read plan files, nothing else',
      statements: [
        new PolicyStatement({ actions: ['s3:GetObject'], resources: [props.planFilesBucket.arnForObjects('*')] }),
      ],
      users: [this.signerUser],
    });
    this.deadLetterQueue = new Queue(this, 'ReconcileDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The longest SQS keeps anything: time to read why a run failed after a holiday.
      retentionPeriod: Duration.days(14),
    });

    const key = new AccessKey(this, 'PlanFileSignerKey', { user: this.signerUser });
    this.planFileSigner = new Secret(this, 'PlanFileSignerSecret', {
      description: 'Access key of the IAM user that signs 7-day plan-file download links (read-only on plan files)',
      secretObjectValue: {
        accessKeyId: SecretValue.unsafePlainText(key.accessKeyId),
        secretAccessKey: key.secretAccessKey,
      },
    });
  }

  /**
   * Reserves `executions` concurrent executions for each payment route's function (0 reserves none), so a
   * burst on the catalogue cannot throttle a payment. Sizing against the account quota: docs/operations.md.
   */
  static reserveConcurrency(functions: ReadonlyMap<string, ShopFunction>, executions: number): void {
    if (executions <= 0) return;
    for (const name of RESERVED_CONCURRENCY_ROUTES) {
      const fn = functions.get(name);
      if (!fn) throw new Error(`No function for the payment route ${name}`);
      // The L2 takes it only at construction; the route functions are built from the route table.
      (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = executions;
    }
  }

  /** The scheduled reconciliation function, with the same resources as the API's functions. */
  scheduleReconciliation(resources: ShopResources, jwt: { issuer: string; audience: string }): ShopFunction {
    // Long enough for one check at its worst after the query; the job starts no check it has no time to finish.
    const fn = new ShopFunction(this, 'ReconcilePaymentsFunction', {
      route: RECONCILE_JOB,
      resources,
      jwt,
      tuning: { timeout: Duration.seconds(FUNCTION_BUDGETS['reconcile-payments'].timeoutSeconds) },
    });
    // One retry for a passing fault; the next run is 15 minutes away anyway, and a run that fails
    // twice is kept (with the error) in the dead-letter queue, which raises an alarm.
    fn.configureAsyncInvoke({
      retryAttempts: 1,
      maxEventAge: RECONCILE_EVERY,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    new Rule(this, 'ReconcilePaymentsSchedule', {
      description: `Re-verify pending Paystack payments (${Stack.of(this).stackName})`,
      schedule: Schedule.rate(RECONCILE_EVERY),
      targets: [new LambdaFunction(fn, { retryAttempts: 0, deadLetterQueue: this.deadLetterQueue })],
    });
    return fn;
  }
}
