import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportRow } from '../../src/repositories/plan-import-repository.ts';
import { planImports } from '../../src/repositories/plan-import-repository.ts';
import { plannedVillaRow } from '../support/planned-villa-row.ts';

const db = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const imports = () => planImports(client, 'shop');

const IMPORT = '0b5c4a52-6f1e-4d55-9a44-3f2a6f0c1d11';
const row: ImportRow = {
  line: 2,
  id: 'new-villa',
  title: 'Villa Nima',
  action: 'create',
  state: 'pending',
  planned: plannedVillaRow([{ stored: 'plans/new-villa/side.webp' }]),
};
const rowItem = (changes: Record<string, unknown> = {}) => ({
  pk: `IMPORT#${IMPORT}`,
  sk: 'ROW#000002',
  ...row,
  ...changes,
});

describe('reading a plan import back', () => {
  beforeEach(() => db.reset());

  it('gives a stored row as it was written, without its key', async () => {
    db.on(GetCommand).resolves({ Item: rowItem() });
    expect(await imports().row(IMPORT, 2)).toEqual(row);
  });

  it('refuses a row whose plan fields no plan form would accept, naming the field', async () => {
    const planned = { ...row.planned, fields: { ...row.planned.fields, bedrooms: 'four' } };
    db.on(QueryCommand).resolves({ Items: [rowItem({ planned })] });
    await expect(imports().rows(IMPORT)).rejects.toThrow(/plan import row .* planned\.fields\.bedrooms/);
  });

  it('refuses a row whose file names neither an upload nor a stored file', async () => {
    const planned = { ...row.planned, files: { ...row.planned.files, standard: [{ path: 'x.pdf' }] } };
    db.on(GetCommand).resolves({ Item: rowItem({ planned }) });
    await expect(imports().row(IMPORT, 2)).rejects.toThrow(/planned\.files\.standard\.0/);
  });

  it('refuses a job in a state an import never has', async () => {
    const job = { id: IMPORT, state: 'paused', created_at: '2026-11-01T10:00:00Z', created_by: 'admin', refused: {} };
    db.on(GetCommand).resolves({ Item: { pk: `IMPORT#${IMPORT}`, sk: 'JOB', ...job } });
    await expect(imports().job(IMPORT)).rejects.toThrow(/plan import job .* state/);
  });
});
