import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LAMBDA_BUNDLING } from '@shop/infra/definitions/lambda-bundling';
import { routes } from '@shop/shared/api/routes';
import { build } from 'esbuild';

export interface BundleFigure {
  name: string;
  minifiedBytes: number;
  gzippedBytes: number;
  floor: string;
  floorMinifiedBytes: number;
  /** The bundle and its floor's bundle on disk, for the cold-start runs. */
  file: string;
  floorFile: string;
  route: (typeof routes)[number];
}

const REPO = new URL('../', import.meta.url).pathname;

/** The SDK clients alone, bundled the same way: what a handler costs before any of our code. */
const FLOORS: Record<string, string> = {
  dynamodb: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
export const handler = async () => db.send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'x' } }));`,
  'dynamodb+s3': `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
const s3 = new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true });
export const handler = async () => [await db.send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'x' } })), await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'b', Key: 'k' }))];`,
};

async function bundle(entry: string, outfile: string): Promise<{ minified: number; gzipped: number }> {
  await build({ ...LAMBDA_BUNDLING, entryPoints: [entry], outfile, logLevel: 'silent', absWorkingDir: REPO });
  const bytes = readFileSync(outfile);
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

/** Bundles every handler and each floor into `out` (a fresh temp folder unless given). */
export async function measureLambdaBundles(
  out = mkdtempSync(join(tmpdir(), 'bench-lambdas-')),
): Promise<BundleFigure[]> {
  const floorSizes: Record<string, number> = {};
  for (const [name, source] of Object.entries(FLOORS)) {
    // The floor entry sits inside the repo so esbuild resolves the same node_modules.
    const entry = join(REPO, 'bench', `.floor-${name}.ts`);
    writeFileSync(entry, source);
    try {
      floorSizes[name] = (await bundle(entry, join(out, `floor-${name}.js`))).minified;
    } finally {
      rmSync(entry);
    }
  }
  const figures: BundleFigure[] = [];
  for (const route of routes) {
    const access = route.access as { planFiles?: string; images?: string; planFileLinks?: string };
    // Signing plan-file links needs the S3 client and presigner even without S3 access of its own.
    const floor = access.planFiles || access.images || access.planFileLinks ? 'dynamodb+s3' : 'dynamodb';
    const file = join(out, `${route.name}.js`);
    const sizes = await bundle(join(REPO, 'lambdas/src/handlers', `${route.handler}.ts`), file);
    figures.push({
      name: route.name,
      minifiedBytes: sizes.minified,
      gzippedBytes: sizes.gzipped,
      floor,
      floorMinifiedBytes: floorSizes[floor],
      file,
      floorFile: join(out, `floor-${floor}.js`),
      route,
    });
  }
  return figures;
}
