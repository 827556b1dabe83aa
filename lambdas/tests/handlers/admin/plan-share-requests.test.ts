import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isShareRequestKey, type ShareRequest } from '@shop/shared/pictures/share-image';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/plans/create-plan.ts';
import { handler as updateHandler } from '../../../src/handlers/admin/plans/update-plan.ts';
import { toPlanItem } from '../../../src/repositories/plan-item.ts';
import { callAs } from '../../support/call-handler.ts';
import { sampleItem, samplePlan } from '../../support/plan-items.ts';
import { ADMIN, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const MAIN = '/images/plans/villa-01/main/1600.jpg';

function shareRequestsWritten(): { key: string; request: ShareRequest }[] {
  return s3
    .commandCalls(PutObjectCommand)
    .map((call) => call.args[0].input)
    .filter((input) => isShareRequestKey(input.Key as string))
    .map((input) => ({ key: input.Key as string, request: JSON.parse(String(input.Body)) as ShareRequest }));
}

beforeEach(() => {
  db.reset();
  s3.reset();
  stubAdminEnv(vi);
});

describe('a staff save asks the picture Lambda for the plan’s share pictures', () => {
  it('after a price change, with the new "from" price in both languages', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ image_url: MAIN, basic_price: 2500 }) });
    db.on(UpdateCommand).resolves({ Attributes: sampleItem({ image_url: MAIN, basic_price: 1900 }) });

    const result = await callAs(updateHandler, {
      method: 'PUT',
      route: '/api/plans/{id}',
      params: { id: 'villa-01' },
      body: { basic_price: 1900 },
      as: ADMIN,
    });

    expect(result.status).toBe(200);
    const [written] = shareRequestsWritten();
    expect(written?.key).toMatch(/^share-requests\/plans\/villa-01\/[0-9a-f]{16}\.json$/);
    expect(written?.request.cards.map((card) => [card.language, card.price])).toEqual([
      ['en', 'from ₵1,900'],
      ['fr', expect.stringMatching(/^à partir de 1\s900\s₵$/)],
    ]);
    expect(written?.request.cards[0]).toMatchObject({ title: '4-Bedroom Tema Villa', image: MAIN });
  });

  it('not for a new plan without a picture of ours; a renamed plan asks again with its new name', async () => {
    db.on(PutCommand).resolves({});
    const plan = samplePlan();

    await callAs(createHandler, { method: 'POST', route: '/api/plans', body: { title: 'Plain Plan' }, as: ADMIN });
    expect(shareRequestsWritten()).toEqual([]);

    db.on(GetCommand).resolves({ Item: toPlanItem({ ...plan, image_url: MAIN }) });
    db.on(UpdateCommand).resolves({ Attributes: toPlanItem({ ...plan, image_url: MAIN, title: 'New name' }) });
    await callAs(updateHandler, {
      method: 'PUT',
      route: '/api/plans/{id}',
      params: { id: plan.id },
      body: { title: 'New name' },
      as: ADMIN,
    });
    expect(shareRequestsWritten().map(({ request }) => request.cards[0]?.title)).toEqual(['New name']);
  });

  it('keeps the save when the request cannot be written (the page shares the main picture meanwhile)', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ image_url: MAIN }) });
    db.on(UpdateCommand).resolves({ Attributes: sampleItem({ image_url: MAIN, featured: true }) });
    s3.on(PutObjectCommand).rejects(new Error('SlowDown'));

    const result = await callAs(updateHandler, {
      method: 'PUT',
      route: '/api/plans/{id}',
      params: { id: 'villa-01' },
      body: { featured: true },
      as: ADMIN,
    });

    expect(result.status).toBe(200);
  });
});
