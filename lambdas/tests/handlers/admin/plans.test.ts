import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/plans/create-plan.ts';
import { handler as deleteHandler } from '../../../src/handlers/admin/plans/delete-plan.ts';
import { handler as getHandler } from '../../../src/handlers/admin/plans/get-admin-plan.ts';
import { handler as updateHandler } from '../../../src/handlers/admin/plans/update-plan.ts';
import { toPlanItem } from '../../../src/repositories/plan-item.ts';
import { callAs } from '../../support/call-handler.ts';
import { sampleItem, samplePlan } from '../../support/plan-items.ts';
import { updateSets } from '../../support/update-sets.ts';
import { ADMIN, auditItems, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const createPlan = (body: unknown, as = ADMIN) =>
  callAs(createHandler, { method: 'POST', route: '/api/plans', body, as });
const updatePlan = (id: string, body: unknown, as = ADMIN) =>
  callAs(updateHandler, { method: 'PUT', route: '/api/plans/{id}', params: { id }, body, as });
const deletePlan = (id: string, as = ADMIN) =>
  callAs(deleteHandler, { method: 'DELETE', route: '/api/plans/{id}', params: { id }, as });

function planPut(): Record<string, unknown> | undefined {
  return db
    .commandCalls(PutCommand)
    .map((call) => call.args[0].input.Item as Record<string, unknown>)
    .find((item) => item.entity === 'plan');
}

/** An S3 object body as the SDK hands it over, holding these first bytes. */
function body(text: string | number[]) {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text);
  return { Body: { transformToByteArray: async () => bytes } } as never;
}

const tiers = (basic: string[], standard: string[] = [], premium: string[] = []) => ({ basic, standard, premium });

beforeEach(() => {
  db.reset();
  s3.reset();
  stubAdminEnv(vi);
});

describe('POST /api/plans', () => {
  it('creates a plan from a title alone with the form defaults, a server id, and every index key', async () => {
    // Prepare
    db.on(PutCommand).resolves({});

    // Act
    const result = await createPlan({ title: '  Bungalow for a half plot  ' });

    // Assess
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      title: 'Bungalow for a half plot',
      plan_type: 'villa',
      bedrooms: 3,
      bathrooms: 2,
      area_sqm: 186,
      basic_price: 199.99,
      standard_price: 399.99,
      premium_price: 599.99,
      featured: false,
      status: 'active',
      downloads: 0,
      rating_average: 0,
      plan_files: { basic: [], standard: [], premium: [] },
    });
    expect(result.body.id).toMatch(UUID);
    const item = planPut();
    expect(item).toMatchObject({
      pk: `PLAN#${result.body.id}`,
      sk: 'PLAN',
      gsi1pk: 'PLANS#active',
      gsi1sk: `0#${result.body.created_at}`,
      gsi2pk: 'PLANS#active',
      gsi2sk: '000000019999',
      gsi3pk: 'PLANS#active',
      gsi4pk: 'PLANS#active',
      gsi4sk: '000000000000',
      search_text: 'bungalow for a half plot\n',
    });
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.ConditionExpression).toBe('attribute_not_exists(#pk)');
  });

  it('takes the upload folder id as the plan id, so the plan and its files share it; a taken id is 409', async () => {
    const folderId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    db.on(PutCommand)
      .resolvesOnce({})
      .rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    const first = await createPlan({ id: folderId, title: 'Townhouse' });
    const second = await createPlan({ id: folderId, title: 'Another' });
    const chosen = await createPlan({ id: 'my-vanity-id', title: 'Mine' });

    expect(first.body.id).toBe(folderId);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A plan with this id already exists');
    expect(chosen.status).toBe(400);
  });

  it('records who created it in the audit trail', async () => {
    db.on(PutCommand).resolves({});

    const result = await createPlan({ title: 'Duplex', plan_type: 'duplex', featured: true });

    const [event] = auditItems(db.commandCalls(PutCommand));
    expect(event).toMatchObject({
      gsi1pk: 'AUDIT',
      actor_id: ADMIN.sub,
      actor_email: ADMIN.email,
      action: 'plan.create',
      target_type: 'plan',
      target_id: result.body.id,
    });
  });

  it.each([
    [
      'a negative price',
      { title: 'A', basic_price: -1 },
      'basic_price',
      'Basic price must be 0 or more, in steps of 0.01',
    ],
    [
      'a price finer than 0.01',
      { title: 'A', premium_price: 10.005 },
      'premium_price',
      'Premium price must be 0 or more, in steps of 0.01',
    ],
    ['0 bedrooms', { title: 'A', bedrooms: 0 }, 'bedrooms', 'Bedrooms must be a whole number of at least 1'],
    ['2.5 bathrooms', { title: 'A', bathrooms: 2.5 }, 'bathrooms', 'Bathrooms must be a whole number of at least 1'],
    ['an area of 5', { title: 'A', area_sqm: 5 }, 'area_sqm', 'Area must be at least 10 sq m'],
    ['no title', { bedrooms: 2 }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    [
      'an unknown plan type',
      { title: 'A', plan_type: 'castle' },
      'plan_type',
      'Plan type must be one of: villa, bungalow, townhouse, duplex, apartment, commercial',
    ],
    [
      'a file key outside its tier',
      { title: 'A', plan_files: { basic: ['plans/x/premium/a.pdf'], standard: [], premium: [] } },
      'plan_files.basic.0',
      'basic files must be files uploaded for this tier',
    ],
    ['a rating sent by the client', { title: 'A', rating_average: 5 }, 'body', 'Unknown field: rating_average'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, body, field, message) => {
    const result = await createPlan(body);

    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({ [field]: message });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a buyer (403) and a visitor without a token (401)', async () => {
    const asBuyer = await createPlan({ title: 'A' }, BUYER);
    const anonymous = await callAs(createHandler, { method: 'POST', route: '/api/plans', body: { title: 'A' } });

    expect(asBuyer.status).toBe(403);
    expect(anonymous.status).toBe(401);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('PUT /api/plans/{id}', () => {
  function updateInput() {
    return db.commandCalls(UpdateCommand)[0]?.args[0].input;
  }
  const assignedValues = () => updateSets(updateInput());

  it('features a plan with a partial body: featured and its sort key change, nothing else', async () => {
    // Prepare
    const before = samplePlan({ featured: false });
    db.on(GetCommand).resolves({ Item: toPlanItem(before) });
    db.on(UpdateCommand).resolves({ Attributes: toPlanItem({ ...before, featured: true }) });

    // Act
    const result = await updatePlan('villa-01', { featured: true });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.featured).toBe(true);
    const set = assignedValues();
    expect(set).toMatchObject({ featured: true, gsi1sk: `1#${before.created_at}` });
    expect(Object.keys(set).sort()).toEqual(['featured', 'gsi1sk', 'updated_at']);
    expect(updateInput()?.ConditionExpression).toBe('attribute_exists(#pk)');
    const [event] = auditItems(db.commandCalls(PutCommand));
    expect(event).toMatchObject({ action: 'plan.update', summary: `Featured plan "${before.title}"` });
  });

  it('moves a plan to another status partition on every index, keeping rating and downloads keys', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem() });
    db.on(UpdateCommand).resolves({ Attributes: sampleItem({ status: 'draft' }) });

    await updatePlan('villa-01', { status: 'draft' });

    const set = assignedValues();
    expect(set).toMatchObject({
      gsi1pk: 'PLANS#draft',
      gsi2pk: 'PLANS#draft',
      gsi3pk: 'PLANS#draft',
      gsi4pk: 'PLANS#draft',
    });
    expect(set).not.toHaveProperty('gsi3sk');
    expect(set).not.toHaveProperty('gsi4sk');
  });

  it('rewrites the price sort key with the basic price and records old and new prices', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ basic_price: 2500 }) });
    db.on(UpdateCommand).resolves({ Attributes: sampleItem({ basic_price: 2750.5 }) });

    await updatePlan('villa-01', { basic_price: 2750.5 });

    expect(assignedValues()).toMatchObject({ basic_price: 2750.5, gsi2sk: '000000275050' });
    const [event] = auditItems(db.commandCalls(PutCommand));
    expect(event?.changes).toEqual({ basic_price: { from: 2500, to: 2750.5 } });
  });

  it('rebuilds the search text from the new title and the stored description, if that is unchanged', async () => {
    const before = samplePlan();
    db.on(GetCommand).resolves({ Item: toPlanItem(before) });
    db.on(UpdateCommand).resolves({ Attributes: toPlanItem({ ...before, title: 'Sea-view Villa' }) });

    await updatePlan('villa-01', { title: 'Sea-view Villa' });

    expect(assignedValues().search_text).toBe(`sea-view villa\n${before.description.toLowerCase()}`);
    expect(updateInput()?.ConditionExpression).toBe('attribute_exists(#pk) AND #x0 = :x0');
    expect(updateInput()?.ExpressionAttributeValues?.[':x0']).toBe(before.description);
  });

  it('answers 404 for a plan that does not exist, and 409 when it changed meanwhile', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem() });
    db.on(GetCommand, { Key: { pk: 'PLAN#nope', sk: 'PLAN' } }).resolves({});
    db.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    const missing = await updatePlan('nope', { featured: true });
    const raced = await updatePlan('villa-01', { title: 'New' });

    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Plan not found');
    expect(raced.status).toBe(409);
    expect(auditItems(db.commandCalls(PutCommand))).toHaveLength(0);
  });

  it.each([
    ['bedrooms 0', { bedrooms: 0 }],
    ['a negative standard price', { standard_price: -5 }],
    ['an empty body', {}],
    ['a status outside the three', { status: 'archived' }],
  ])('refuses %s (400) and writes nothing', async (_, body) => {
    db.on(GetCommand).resolves({ Item: sampleItem() });

    const result = await updatePlan('villa-01', body);

    expect(result.status).toBe(400);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('DELETE /api/plans/{id}', () => {
  it('removes a plan never sold, with its plan files and its images', async () => {
    // Prepare
    db.on(DeleteCommand).resolves({
      Attributes: sampleItem({
        downloads: 0,
        plan_files: {
          basic: ['plans/villa-01/basic/plan.pdf'],
          standard: ['plans/villa-01/standard/plan.dxf'],
          premium: [],
        },
        image_url: '/images/plans/villa-01/main.svg',
        gallery_images: ['/images/plans/villa-01/g1.svg', 'https://example.com/elsewhere.jpg'],
      }),
    });
    s3.on(DeleteObjectCommand).resolves({});

    // Act
    const result = await deletePlan('villa-01');

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: 'Plan deleted successfully', id: 'villa-01', filesRemoved: true });
    const removed = s3
      .commandCalls(DeleteObjectCommand)
      .map((call) => `${call.args[0].input.Bucket}/${call.args[0].input.Key}`);
    expect(removed.sort()).toEqual([
      'shop-images/images/plans/villa-01/g1.svg',
      'shop-images/images/plans/villa-01/main.svg',
      'shop-plan-files/plans/villa-01/basic/plan.pdf',
      'shop-plan-files/plans/villa-01/standard/plan.dxf',
    ]);
  });

  it('keeps the files of a plan that was sold, for buyers whose download window is open', async () => {
    db.on(DeleteCommand).resolves({ Attributes: sampleItem({ downloads: 3 }) });

    const result = await deletePlan('villa-01');

    expect(result.status).toBe(200);
    expect(result.body.filesRemoved).toBe(false);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    const [event] = auditItems(db.commandCalls(PutCommand));
    expect(event).toMatchObject({ action: 'plan.delete', target_id: 'villa-01' });
  });

  it('answers 404 for a plan that is not there and deletes no file', async () => {
    db.on(DeleteCommand).rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    const result = await deletePlan('gone');

    expect(result.status).toBe(404);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('refuses a buyer (403)', async () => {
    const result = await deletePlan('villa-01', BUYER);

    expect(result.status).toBe(403);
    expect(db.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});

describe('plan files are checked before a plan offers them', () => {
  it('accepts uploaded files whose first bytes match their extension (only the first kilobyte is read)', async () => {
    db.on(PutCommand).resolves({});
    s3.on(GetObjectCommand, { Key: 'plans/f1/basic/plan.pdf' }).resolves(body('%PDF-1.7\n'));
    s3.on(GetObjectCommand, { Key: 'plans/f1/standard/plan.dxf' }).resolves(body('  0\r\nSECTION\r\n'));
    s3.on(GetObjectCommand, { Key: 'plans/f1/premium/all.zip' }).resolves(body([0x50, 0x4b, 0x03, 0x04, 0x14]));

    const result = await createPlan({
      title: 'Checked',
      plan_files: tiers(['plans/f1/basic/plan.pdf'], ['plans/f1/standard/plan.dxf'], ['plans/f1/premium/all.zip']),
    });

    expect(result.status).toBe(201);
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Range)).toEqual([
      'bytes=0-1023',
      'bytes=0-1023',
      'bytes=0-1023',
    ]);
  });

  it('refuses a program renamed .pdf and a file never uploaded (400), and writes nothing', async () => {
    s3.on(GetObjectCommand, { Key: 'plans/f1/basic/setup.pdf' }).resolves(
      body('MZ\x90\x00This program cannot be run in DOS mode'),
    );
    s3.on(GetObjectCommand, { Key: 'plans/f1/basic/ghost.pdf' }).rejects(
      new NoSuchKey({ message: 'no', $metadata: {} }),
    );

    const result = await createPlan({
      title: 'Sneaky',
      plan_files: tiers(['plans/f1/basic/setup.pdf', 'plans/f1/basic/ghost.pdf']),
    });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({
      'plan_files.basic.0': 'setup.pdf is not the kind of file its name says; upload the real file',
      'plan_files.basic.1': 'ghost.pdf has not been uploaded (or was removed); upload it again',
    });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('on update reads only the files new to the plan', async () => {
    const before = samplePlan({ plan_files: tiers(['plans/villa-01/basic/plan.pdf']) });
    db.on(GetCommand).resolves({ Item: toPlanItem(before) });
    db.on(UpdateCommand).resolves({ Attributes: toPlanItem(before) });
    s3.on(GetObjectCommand).resolves(body([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]));

    const result = await updatePlan('villa-01', {
      plan_files: tiers(['plans/villa-01/basic/plan.pdf'], [], ['plans/villa-01/premium/set.7z']),
    });

    expect(result.status).toBe(200);
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      'plans/villa-01/premium/set.7z',
    ]);
  });
});

describe('plan pictures are checked before a plan shows them', () => {
  const READY = '/images/plans/villa-01/ready-1/1600.jpg';
  const PROCESSING = '/images/plans/villa-01/busy-1/1600.jpg';

  it('refuses a picture whose variants do not exist yet (or were refused), and writes nothing', async () => {
    s3.on(GetObjectCommand, { Bucket: 'shop-images', Key: READY.slice(1) }).resolves(body([0xff]));
    s3.on(GetObjectCommand, { Bucket: 'shop-images', Key: PROCESSING.slice(1) }).rejects(
      new NoSuchKey({ message: 'no', $metadata: {} }),
    );

    const refused = await createPlan({ title: 'Early bird', image_url: READY, gallery_images: [PROCESSING] });
    const accepted = await createPlan({
      title: 'Patient',
      image_url: READY,
      gallery_images: ['https://example.org/site.jpg'],
    });

    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'gallery_images.0':
        'This picture is still being prepared, or could not be used; wait until it shows as ready, or upload it again',
    });
    expect(accepted.status).toBe(201);
    expect(db.commandCalls(PutCommand).filter((call) => call.args[0].input.Item?.entity === 'plan')).toHaveLength(1);
  });

  it('on update checks only pictures new to the plan', async () => {
    const before = samplePlan({ image_url: PROCESSING });
    db.on(GetCommand).resolves({ Item: toPlanItem(before) });
    db.on(UpdateCommand).resolves({ Attributes: toPlanItem(before) });
    s3.on(GetObjectCommand).resolves(body([0xff]));

    const result = await updatePlan('villa-01', { image_url: PROCESSING, gallery_images: [READY] });

    expect(result.status).toBe(200);
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toEqual([READY.slice(1)]);
  });
});

describe('GET /api/admin/plans/{id}', () => {
  it('shows staff a draft plan with its file keys per tier (the edit form needs them); buyers get 403', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ status: 'draft' }) });

    const staff = await callAs(getHandler, {
      method: 'GET',
      route: '/api/admin/plans/{id}',
      params: { id: 'villa-01' },
      as: ADMIN,
    });
    const buyer = await callAs(getHandler, {
      method: 'GET',
      route: '/api/admin/plans/{id}',
      params: { id: 'villa-01' },
      as: BUYER,
    });

    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ status: 'draft', plan_files: { basic: ['plans/villa-01/basic/plan.pdf'] } });
    expect(staff.body).not.toHaveProperty('pk');
    expect(buyer.status).toBe(403);
  });

  it('answers 404 for a plan that is not there', async () => {
    db.on(GetCommand).resolves({});

    const result = await callAs(getHandler, {
      method: 'GET',
      route: '/api/admin/plans/{id}',
      params: { id: 'gone' },
      as: ADMIN,
    });

    expect(result.status).toBe(404);
  });
});

describe('a plan read back into the edit form', () => {
  it("accepts the logo the read plan shows for 'no image' when the form sends it back", async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ image_url: '' }) });
    db.on(UpdateCommand).resolves({ Attributes: sampleItem({ image_url: '/logo.svg' }) });

    const result = await updatePlan('villa-01', { image_url: '/logo.svg', title: '4-Bedroom Tema Villa' });

    expect(result.status).toBe(200);
  });
});
