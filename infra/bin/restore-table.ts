import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { restoreTable } from '../src/restore/restore-table.ts';

const USAGE = `Usage: npm run restore-table -- --table <TableName output> --to <ISO time, e.g. 2026-03-01T09:59:00Z> [--target <new name>]
Restores the shop table to that moment under a new name, then prints the deploy that points the stack at it
(docs/operations.md, Restoring the table). Uses your AWS profile's credentials and region (AWS_REGION to choose).`;

const { values } = parseArgs({
  options: { table: { type: 'string' }, to: { type: 'string' }, target: { type: 'string' }, help: { type: 'boolean' } },
});
const to = values.to ? new Date(values.to) : undefined;
if (values.help || !values.table || !to || Number.isNaN(to.getTime())) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

try {
  const result = await restoreTable(
    new DynamoDBClient({}),
    { source: values.table, to, target: values.target },
    (line) => console.log(line),
  );
  console.log(`\n${result.target} is ready. Next:\n${result.nextSteps.map((step) => `  ${step}`).join('\n')}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
