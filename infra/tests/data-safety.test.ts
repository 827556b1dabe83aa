import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import {
  DELIVERY_COPY_DAYS,
  DELIVERY_GRACE_DAYS,
  DELIVERY_PREFIX,
  DELIVERY_REUSE_DAYS,
} from '@shop/shared/orders/delivery-location';
import { UNATTACHED_ATTACHMENT_DAYS, UNATTACHED_ATTACHMENTS_PREFIX } from '@shop/shared/requests/attachment-location';
import { describe, expect, it } from 'vitest';
import { shopTemplate } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

type LifecycleRule = { Id?: string; Prefix?: string; ExpirationInDays?: number; Status: string };

const template = shopTemplate();
const rulesOf = (idPrefix: string): LifecycleRule[] => {
  const [bucket] = Object.entries(resourcesOfType(template, 'AWS::S3::Bucket')).filter(([id]) =>
    id.startsWith(idPrefix),
  );
  if (!bucket) throw new Error(`No bucket ${idPrefix}*`);
  return (bucket[1].Properties.LifecycleConfiguration as { Rules: LifecycleRule[] }).Rules;
};

describe('stamped delivery copies', () => {
  it('expire from the plan-files bucket, under the prefix the delivery Lambda writes, once no page can link them', () => {
    const expiring = rulesOf('FilesPlanFiles').filter((rule) => rule.ExpirationInDays !== undefined);

    // Beside them only request uploads no message named expire (a day after an abandoned form).
    expect(expiring).toEqual([
      expect.objectContaining({ Prefix: DELIVERY_PREFIX, ExpirationInDays: DELIVERY_COPY_DAYS, Status: 'Enabled' }),
      expect.objectContaining({
        Prefix: UNATTACHED_ATTACHMENTS_PREFIX,
        ExpirationInDays: UNATTACHED_ATTACHMENT_DAYS,
        Status: 'Enabled',
      }),
    ]);
  });

  it('outlive the download window and any link a page hands out, by the grace period', () => {
    // A copy reused on the last day of its reuse period, by a delivery then used to the end of its own.
    const lastLinkedDay = DELIVERY_REUSE_DAYS + DELIVERY_REUSE_DAYS;

    expect(DELIVERY_REUSE_DAYS).toBeGreaterThanOrEqual(DOWNLOAD_WINDOW_DAYS);
    expect(DELIVERY_COPY_DAYS).toBe(lastLinkedDay + DELIVERY_GRACE_DAYS);
    expect(DELIVERY_GRACE_DAYS).toBeGreaterThan(0);
  });

  it('leave the plans’ own files and the pictures alone', () => {
    const images = rulesOf('FilesImages').filter((rule) => rule.ExpirationInDays !== undefined);
    const planFilesExpiring = rulesOf('FilesPlanFiles').filter((rule) => rule.ExpirationInDays !== undefined);

    expect(images.filter((rule) => rule.Prefix === DELIVERY_PREFIX)).toEqual([]);
    expect(
      planFilesExpiring.every(
        (rule) => rule.Prefix?.startsWith(DELIVERY_PREFIX) || rule.Prefix === UNATTACHED_ATTACHMENTS_PREFIX,
      ),
    ).toBe(true);
  });
});

describe('what the runbook needs by name', () => {
  it('is printed as stack outputs, since CloudFormation generates the names', () => {
    const outputs = Object.keys(template.toJSON().Outputs as object);

    expect(outputs).toEqual(
      expect.arrayContaining([
        'TableName',
        'UserPoolId',
        'PaystackSecretName',
        'PlanFilesBucketName',
        'ImagesBucketName',
        'PlanFileSignerUserName',
        'PlanFileSignerSecretName',
      ]),
    );
  });
});
