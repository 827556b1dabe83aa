import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LAMBDA_BUNDLING } from '@shop/infra/definitions/lambda-bundling';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
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

/**
 * The SDK clients alone, bundled the same way: what a handler costs before any of our code; our code may add at most 150 KB (minified) over it.
 * Each handler's floor holds the clients its route-table row's access says it uses, so a handler that
 * mails or reads a secret is measured against a floor that mails or reads a secret too.
 */
const CLIENTS = {
  dynamodb: {
    imports: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';`,
    call: `DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT })).send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'x' } }))`,
  },
  s3: {
    imports: `import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';`,
    call: `getSignedUrl(new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true }), new GetObjectCommand({ Bucket: 'b', Key: 'k' }))`,
  },
  ses: {
    imports: `import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';`,
    keep: `new SESv2Client({}), SendEmailCommand`,
  },
  secrets: {
    imports: `import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';`,
    keep: `new SecretsManagerClient({}), GetSecretValueCommand`,
  },
  cognito: {
    imports: `import { CognitoIdentityProviderClient, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';`,
    keep: `new CognitoIdentityProviderClient({}), AdminGetUserCommand`,
  },
  cloudfront: {
    imports: `import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';`,
    keep: `new CloudFrontClient({}), CreateInvalidationCommand`,
  },
} as const;
type Client = keyof typeof CLIENTS;

/** The clients a row implies (its access, and CloudFront for rows whose writes invalidate the edge), in a fixed order. */
export function floorClients({ access, edgeCache }: Pick<RouteDefinition, 'access' | 'edgeCache'>): Client[] {
  const uses: Record<Client, boolean> = {
    dynamodb: true,
    // Signing plan-file links needs the S3 client and presigner even without S3 access of its own.
    s3: Boolean(access.planFiles || access.images || access.planFileLinks),
    ses: Boolean(access.email),
    // Every API row reads the origin secret (lambdas/src/http/origin-verify.ts) through the secrets cache.
    secrets: true,
    cognito: Boolean(access.identity),
    cloudfront: Boolean(edgeCache),
  };
  return (Object.keys(CLIENTS) as Client[]).filter((client) => uses[client]);
}

/**
 * The floor answers its event with the emulated calls (DynamoDB, S3 presigning); the other clients are built
 * and exported, as a handler builds them at load, but not called: offline there is no SES, Secrets Manager or
 * Cognito to answer, and what the floor measures is their size and load time.
 */
function floorSource(clients: Client[]): string {
  const parts = clients.map((client) => CLIENTS[client] as { imports: string; call?: string; keep?: string });
  const imports = parts.map((part) => part.imports).join('\n');
  const calls = parts.flatMap((part) => (part.call ? [`await ${part.call}`] : [])).join(', ');
  const kept = parts.flatMap((part) => (part.keep ? [part.keep] : [])).join(', ');
  return `${imports}\nexport const kept = [${kept}];\nexport const handler = async () => [${calls}];\n`;
}

async function bundle(entry: string, outfile: string): Promise<{ minified: number; gzipped: number }> {
  await build({ ...LAMBDA_BUNDLING, entryPoints: [entry], outfile, logLevel: 'silent', absWorkingDir: REPO });
  const bytes = readFileSync(outfile);
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

/**
 * Bundles every handler (or only the route names in `only`) and each floor into `out` (a fresh temp folder
 * unless given).
 */
export async function measureLambdaBundles(
  out = mkdtempSync(join(tmpdir(), 'bench-lambdas-')),
  only?: string[],
): Promise<BundleFigure[]> {
  const unknown = only?.filter((name) => !routes.some((route) => route.name === name));
  if (unknown?.length) throw new Error(`Unknown handler(s) ${unknown.join(', ')}: use route names`);
  const floorSizes: Record<string, number> = {};
  const floorOf = async (clients: Client[]): Promise<string> => {
    const name = clients.join('+');
    if (floorSizes[name] !== undefined) return name;
    // The floor entry sits inside the repo so esbuild resolves the same node_modules.
    const entry = join(REPO, 'bench', `.floor-${name}.ts`);
    writeFileSync(entry, floorSource(clients));
    try {
      floorSizes[name] = (await bundle(entry, join(out, `floor-${name}.js`))).minified;
    } finally {
      rmSync(entry);
    }
    return name;
  };
  const figures: BundleFigure[] = [];
  for (const route of routes) {
    if (only && !only.includes(route.name)) continue;
    const floor = await floorOf(floorClients(route));
    const file = join(out, `${route.name}.js`);
    const sizes = await bundle(join(REPO, 'lambdas/src/handlers', `${route.handler}.ts`), file);
    figures.push({
      name: route.name,
      minifiedBytes: sizes.minified,
      gzippedBytes: sizes.gzipped,
      floor,
      floorMinifiedBytes: floorSizes[floor] ?? 0,
      file,
      floorFile: join(out, `floor-${floor}.js`),
      route,
    });
  }
  return figures;
}
