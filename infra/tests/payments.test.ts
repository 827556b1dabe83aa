import { ENV_NAMES } from '@shop/lambdas/config/env';
import { describe, expect, it } from 'vitest';
import { STACK_NAME, shopTemplates } from './support/synth.ts';
import {
  actionsGrantedTo,
  functionIdNamed,
  functionNamed,
  inParentTerms,
  resourcesOfType,
  shopFunctionsAcross,
  statementsGrantedTo,
} from './support/template-queries.ts';

const stacks = shopTemplates();
// The secrets, the schedule and the signer are the parent's; most payment functions are in nested stacks.
const template = stacks.parent;
const environmentOf = (name: string) => {
  const fn = functionNamed(stacks, `${STACK_NAME}-${name}`).resource;
  return (fn.Properties.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
};

describe('payments in the synthesized stack', () => {
  it('re-verifies pending payments every 15 minutes with a scheduled function', () => {
    const rules = Object.values(resourcesOfType(template, 'AWS::Events::Rule'));
    const reconcileId = functionIdNamed(template, `${STACK_NAME}-reconcile-payments`);

    const schedule = rules.find((rule) => rule.Properties.ScheduleExpression === 'rate(15 minutes)');
    expect(schedule).toBeDefined();
    const targets = schedule?.Properties.Targets as { Arn: { 'Fn::GetAtt': [string, string] } }[];
    expect(targets.map((target) => target.Arn['Fn::GetAtt'][0])).toEqual([reconcileId]);
    expect(actionsGrantedTo(template, reconcileId)).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']),
    );
  });

  it('lets only the Paystack routes read the Paystack secret, and the download routes the signer key', () => {
    const secretId = (prefix: string) =>
      Object.keys(resourcesOfType(template, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith(prefix));
    const readersOf = (id: string | undefined) =>
      shopFunctionsAcross(stacks)
        .filter((fn) =>
          statementsGrantedTo(fn.template, fn.id).some(
            (statement) =>
              [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
              (inParentTerms(stacks, fn.template, statement.Resource) as { Ref?: string }).Ref === id,
          ),
        )
        .map((fn) => String(fn.resource.Properties.FunctionName).replace(`${STACK_NAME}-`, ''))
        .sort();

    expect(readersOf(secretId('PaymentsPaystackSecretKey'))).toEqual([
      'confirm-payment',
      // A buyer's refund request, and staff's decision on it, may refund through Paystack.
      'decide-refund-request',
      'initialize-payment',
      'payment-webhook',
      'reconcile-payments',
      'refund-order',
      'request-refund',
      'verify-payment',
    ]);
    // Only the file route signs: the download page's data carries no links (decision 0035).
    expect(readersOf(secretId('PaymentsPlanFileSignerSecret'))).toEqual(['download-file']);
    expect(environmentOf('payment-webhook')).toHaveProperty(ENV_NAMES.paystackSecretName);
    expect(environmentOf('list-orders')).not.toHaveProperty(ENV_NAMES.paystackSecretName);
    expect(environmentOf('download-file')).toHaveProperty(ENV_NAMES.planFilesSignerSecretName);
    expect(environmentOf('get-download')).not.toHaveProperty(ENV_NAMES.planFilesSignerSecretName);
  });

  it('signs download links with an IAM user that may only read plan files', () => {
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::ManagedPolicy')).filter(
      (policy) => (policy.Properties.Users as unknown[] | undefined)?.length,
    );

    expect(policies).toHaveLength(1);
    const document = policies[0]?.Properties.PolicyDocument as { Statement: { Action: unknown }[] } | undefined;
    const statements = document?.Statement ?? [];
    expect(statements.map((statement) => statement.Action)).toEqual(['s3:GetObject']);
    expect(Object.keys(resourcesOfType(template, 'AWS::IAM::AccessKey'))).toHaveLength(1);
  });
});
