import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cognitoAccountIdentity } from '@shop/lambdas/adapters/account-identity';
import { ENV_NAMES } from '@shop/lambdas/config/env';
import { DELIVERY_HANDLER, DELIVERY_REQUESTS_PREFIX } from '@shop/lambdas/domain/deliveries/delivery-keys';
import { backfillReviewAuthors } from '@shop/lambdas/domain/reviews/backfill-review-authors';
import { backfillVoteMarkers } from '@shop/lambdas/domain/reviews/backfill-vote-markers';
import { catalogueSnapshot } from '@shop/lambdas/repositories/catalogue-snapshot';
import { reviewAuthorBackfill } from '@shop/lambdas/repositories/review-author-backfill';
import { reviewsRepository } from '@shop/lambdas/repositories/reviews-repository';
import { voteMarkerBackfill } from '@shop/lambdas/repositories/vote-marker-backfill';
import { PLAN_IMPORT_HANDLER, PLAN_IMPORT_TASKS_PREFIX } from '@shop/shared/admin/plan-import';
import type { OriginSecretDocument } from '@shop/shared/edge/origin-secret';
import { ORIGINALS_PREFIX } from '@shop/shared/pictures/picture-keys';
import { SHARE_REQUESTS_PREFIX } from '@shop/shared/pictures/share-image';
import { startApiAdapter } from './api-adapter.ts';
import { startApiProcess } from './api-process.ts';
import { builtWeb } from './built-web.ts';
import { startCognitoTriggers, TRIGGER_FUNCTIONS } from './cognito-triggers.ts';
import { type EdgeOptions, LOCAL_DISTRIBUTION_ID, newOriginSecret, startEdge } from './edge/edge-server.ts';
import { startCognito } from './emulators/cognito-emulator.ts';
import { startDynamoDb } from './emulators/dynamodb-emulator.ts';
import { destroyClients, emulatorClients } from './emulators/emulator-clients.ts';
import { startS3 } from './emulators/s3-emulator.ts';
import { handlerEnvironment } from './handler-environment.ts';
import { applyHandlerEnvironment } from './handler-loader.ts';
import { createJwtAuthorizer } from './jwt-authorizer.ts';
import { startPaystackStandIn } from './paystack/paystack-stand-in.ts';
import { claimPorts, freePort, type Ports, resolvePorts, SERVICES } from './ports.ts';
import { ensureBuckets, LOCAL_BUCKETS } from './provision/buckets.ts';
import { oncePerDataFolder } from './provision/once-per-data-folder.ts';
import { ensureTable, LOCAL_TABLE_NAME } from './provision/table.ts';
import { ensureUserPool } from './provision/user-pool.ts';
import { forwardS3Events } from './s3-event-forwarder.ts';
import { startScheduledJobs } from './scheduled-jobs.ts';
import { ensureDemoSecondFactors } from './seed/demo-second-factors.ts';
import { DEMO_USERS, ensureDemoUsers } from './seed/demo-users.ts';
import { hasNoAds, seedAds } from './seed/seed-ads.ts';
import { seedBulkPlans } from './seed/seed-bulk-plans.ts';
import { hasNoPlans, seedPlans } from './seed/seed-plans.ts';
import { hasNoPortfolio, seedPortfolio } from './seed/seed-portfolio.ts';
import { PAYSTACK_TEST_SECRET_KEY, type StackInfo, writeStackInfo } from './stack-info.ts';
import { DEV_SCRIPT_NONCE, startWebServer } from './web-server.ts';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.local/', import.meta.url));

export interface StackOptions {
  /** Where every emulator keeps its data; default `.local/` at the repository root. */
  dataDir?: string;
  /** Per service; otherwise PORT_* variables, otherwise 5173/3001/8000/4569/9229. 0 picks a free port. */
  ports?: Partial<Ports>;
  /**
   * `dev` runs Vite for web/; `build` serves the production build in web/dist (as CloudFront does, which is
   * much lighter for a browser than Vite's unbundled modules); `none` runs the API and emulators only.
   * Default `dev`.
   */
  web?: 'dev' | 'build' | 'none';
  quiet?: boolean;
  /**
   * `same` (default) runs the API adapter and the handlers in this process; `own` in a child process of
   * their own (api-process.ts), as the API benchmark wants so its load generator does not share their loop.
   */
  apiProcess?: 'same' | 'own';
  /** Extra node flags for the API's own process (e.g. --cpu-prof); only with apiProcess 'own'. */
  apiExecArgv?: string[];
  /**
   * The edge cache's clock (default Date.now). Tests move it on to see what visitors see once a cached copy's
   * lifetime (a minute for rendered pages) has passed, instead of waiting that minute out.
   */
  edgeClock?: () => number;
}

export interface RunningStack {
  /**
   * `web` and `api` are the edge (local/edge/, CloudFront's stand-in): the app and /api/* as a browser reaches
   * them. `apiOrigin` is the API adapter behind it, which answers only requests carrying the origin secret.
   */
  urls: { web: string | null; api: string; apiOrigin: string; dynamodb: string; s3: string; cognito: string };
  /** What another edge in front of the same stack needs (a production build's, see preview-server.ts). */
  edge: Omit<EdgeOptions, 'port' | 'web' | 'quiet'>;
  /**
   * A stack started without a web app serves the production build on its own edge from now on: the plan page
   * Lambda reads the build's shells through the site's address (decision 0047), so another edge in front of this
   * stack (preview-server.ts) gets plan pages made from the same build.
   */
  serveWebBuild(): void;
  info: StackInfo;
  dataDir: string;
  tableName: string;
  buckets: typeof LOCAL_BUCKETS;
  /**
   * dynalite alone, for fault runs (bench/soak.ts): stop it and start it again on the same port and
   * data, as a DynamoDB outage would look to the handlers.
   */
  dynamodb: { stop(): Promise<void>; restart(): Promise<void> };
  /** Stops every server and child process the stack started. */
  stop(): Promise<void>;
}

type Stopper = () => Promise<void>;

async function allStarted<T extends readonly unknown[]>(starting: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(starting);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

async function stopInReverse(stoppers: Stopper[]): Promise<void> {
  for (const stop of stoppers.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error('[local] while stopping:', error);
    }
  }
}

/**
 * Starts the emulators (dynalite, s3rver, cognito-local), creates the table, buckets and user pool
 * the stack defines, seeds an empty store, then the local API adapter and, with web 'dev', Vite.
 * Writes `<dataDir>/stack.json`. Data stays in dataDir across restarts.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const web = options.web ?? 'dev';
  const say = (message: string) => {
    if (!options.quiet) console.log(`[local] ${message}`);
  };
  // Callers that choose ports (tests, benchmarks) but not the stand-in's get a free one, so stacks of
  // older callers never fight over its default; `npm start` (no ports given) uses PORT_PAYSTACK or 4010.
  const paystackPort = options.ports ? (options.ports.paystack ?? 0) : undefined;
  const ports = await claimPorts(
    resolvePorts({ ...options.ports, ...(paystackPort === undefined ? {} : { paystack: paystackPort }) }),
    SERVICES,
  );
  // The edge takes the web port (it is what a browser opens); Vite's dev server sits behind it.
  const edgeUrl = `http://127.0.0.1:${ports.web}`;
  // CloudFront's API (CreateInvalidation) is answered on a loopback port of its own, never the shop's.
  const invalidationPort = await freePort();
  const originSecret = newOriginSecret();
  await mkdir(dataDir, { recursive: true });

  const stoppers: Stopper[] = [];
  const started = async <T extends { stop: Stopper }>(starting: Promise<T>): Promise<T> => {
    const service = await starting;
    stoppers.push(service.stop);
    return service;
  };

  try {
    // The pool's triggers answer Lambda's Invoke API for cognito-local; their handlers load on first use, after the
    // handlers' environment is set below (nothing signs up or confirms before that).
    const cognitoTriggers = await started(startCognitoTriggers({ quiet: options.quiet }));
    // All three start together; when one fails the others still finish starting, so they can be stopped.
    const [dynamodb, s3, cognito] = await allStarted([
      started(startDynamoDb({ path: join(dataDir, 'dynamodb'), port: ports.dynamodb })),
      started(startS3({ directory: join(dataDir, 's3'), port: ports.s3 })),
      started(
        startCognito({
          directory: join(dataDir, 'cognito'),
          mailDirectory: join(dataDir, 'mail'),
          port: ports.cognito,
          quiet: options.quiet,
          triggers: { lambdaEndpoint: cognitoTriggers.endpoint, functions: TRIGGER_FUNCTIONS },
        }),
      ),
    ]);
    say(`emulators up: DynamoDB ${dynamodb.endpoint}, S3 ${s3.endpoint}, Cognito ${cognito.endpoint}`);
    let dynamodbNow = dynamodb;
    const dynamodbControl = {
      stop: () => dynamodbNow.stop(),
      restart: async () => {
        await dynamodbNow.stop();
        dynamodbNow = await started(startDynamoDb({ path: join(dataDir, 'dynamodb'), port: ports.dynamodb }));
      },
    };

    const clients = emulatorClients({ dynamodb: dynamodb.endpoint, s3: s3.endpoint, cognito: cognito.endpoint });
    stoppers.push(async () => destroyClients(clients));
    const [, , pool] = await Promise.all([
      ensureTable(clients.dynamodb, LOCAL_TABLE_NAME),
      ensureBuckets(clients.s3),
      ensureUserPool(clients.cognito, join(dataDir, 'state.json')),
    ]);

    const seedTarget = {
      clients,
      tableName: LOCAL_TABLE_NAME,
      imagesBucket: LOCAL_BUCKETS.images,
      planFilesBucket: LOCAL_BUCKETS.planFiles,
    };
    let totpSecrets: Record<string, string> = {};
    await Promise.all([
      (async () => {
        await ensureDemoUsers(clients.cognito, pool.userPoolId);
        totpSecrets = await ensureDemoSecondFactors(
          clients.cognito,
          pool,
          DEMO_USERS,
          join(dataDir, 'demo-second-factors.json'),
        );
      })(),
      (async () => {
        if (await hasNoPlans(seedTarget)) say(`seeded ${await seedPlans(seedTarget)} plans with images and files`);
        // SEED_PLANS=5000 tops the catalogue up to that many plans, to see the shop at that size.
        const bulk = await seedBulkPlans(seedTarget, Number(process.env.SEED_PLANS ?? 0) || 0);
        if (bulk) say(`seeded ${bulk} more generated plans (SEED_PLANS)`);
        // The seed writes plan items directly; the list reads the catalogue snapshot built from them.
        await catalogueSnapshot(clients.documents, LOCAL_TABLE_NAME).rebuild();
        // As the deploy trigger does on AWS: reviews from before the author index get it, once per data folder.
        await oncePerDataFolder(join(dataDir, 'migrations', 'review-authors.done'), async () => {
          const backfill = await backfillReviewAuthors({
            reviews: reviewAuthorBackfill(clients.documents, LOCAL_TABLE_NAME),
            timeLeftMs: () => Number.POSITIVE_INFINITY,
          });
          if (backfill.indexed) say(`gave ${backfill.indexed} older reviews their author index`);
        });
      })(),
      (async () => {
        if (await hasNoPortfolio(seedTarget)) say(`seeded ${await seedPortfolio(seedTarget)} portfolio projects`);
      })(),
      (async () => {
        if (await hasNoAds(seedTarget)) say(`seeded ${await seedAds(seedTarget)} ads`);
      })(),
    ]);
    // As the same deploy trigger does next: votes from before vote markers get theirs, or are withdrawn when their
    // account is gone. After the demo users exist, so none of theirs is taken for a closed account's.
    await oncePerDataFolder(join(dataDir, 'migrations', 'vote-markers.done'), async () => {
      const votes = await backfillVoteMarkers({
        votes: voteMarkerBackfill(clients.documents, LOCAL_TABLE_NAME),
        reviews: reviewsRepository(clients.documents, LOCAL_TABLE_NAME),
        identity: cognitoAccountIdentity(clients.cognito, pool.userPoolId, ''),
        timeLeftMs: () => Number.POSITIVE_INFINITY,
      });
      if (votes.markersWritten) say(`gave ${votes.markersWritten} older votes their marker`);
      if (votes.votesWithdrawn) say(`withdrew ${votes.votesWithdrawn} older votes of accounts no longer there`);
    });

    const paystack = await started(
      startPaystackStandIn({
        port: ports.paystack,
        secretKey: PAYSTACK_TEST_SECRET_KEY,
        // Paystack calls the site's address, so its webhooks come through the edge as on AWS.
        webhookUrl: `${edgeUrl}/api/payments/webhook`,
        stateFile: join(dataDir, 'paystack.json'),
        quiet: options.quiet,
      }),
    );
    say(`Paystack stand-in ${paystack.url}`);

    const issuer = `${cognito.endpoint}/${pool.userPoolId}`;
    const handlersEnv = {
      ...handlerEnvironment({
        tableName: LOCAL_TABLE_NAME,
        planFilesBucket: LOCAL_BUCKETS.planFiles,
        imagesBucket: LOCAL_BUCKETS.images,
        jwtIssuer: issuer,
        jwtAudience: pool.clientId,
        dynamodbEndpoint: dynamodb.endpoint,
        s3Endpoint: s3.endpoint,
        userPoolId: pool.userPoolId,
        cognitoEndpoint: cognito.endpoint,
        mailDir: join(dataDir, 'mail'),
        siteUrl: edgeUrl,
      }),
      // The secret's document as Secrets Manager holds it on AWS (shared/src/edge/origin-secret.ts), so the
      // handlers parse and check it the same way; only where it is read from differs, as with Paystack's key.
      [ENV_NAMES.originVerifySecret]: JSON.stringify({ current: originSecret } satisfies OriginSecretDocument),
      // Staff writes invalidate the edge's cached public reads through CloudFront's API, which the edge answers
      // on its invalidation port (not the shop's, where any visitor could empty the cache).
      [ENV_NAMES.distributionId]: LOCAL_DISTRIBUTION_ID,
      [ENV_NAMES.cloudfrontEndpoint]: `http://127.0.0.1:${invalidationPort}`,
      [ENV_NAMES.paystackBaseUrl]: paystack.url,
      [ENV_NAMES.paystackSecretKey]: PAYSTACK_TEST_SECRET_KEY,
    };
    // Also here with an API process of its own: the scheduled jobs run their handler in this process.
    applyHandlerEnvironment(handlersEnv);
    // The handlers' own JSON logs would drown test and benchmark output; the adapter logs each request anyway.
    if (options.quiet) process.env.LOG_LEVEL = 'silent';
    const api = await started(
      options.apiProcess === 'own'
        ? startApiProcess({
            port: ports.api,
            issuer,
            clientId: pool.clientId,
            quiet: options.quiet,
            env: handlersEnv,
            execArgv: options.apiExecArgv,
          })
        : startApiAdapter({
            port: ports.api,
            authorize: createJwtAuthorizer({ issuer, clientId: pool.clientId }),
            quiet: options.quiet,
          }),
    );

    // Pictures uploaded to uploads/ (and share-picture requests) invoke the picture Lambda, as the images bucket's S3 event does in AWS.
    forwardS3Events(s3, {
      handler: 'pictures/make-picture-variants',
      bucket: LOCAL_BUCKETS.images,
      prefix: [ORIGINALS_PREFIX, SHARE_REQUESTS_PREFIX],
      // Pictures are CPU work for sharp's threads: a couple at a time keeps the API answering while a gallery lands.
      concurrency: 2,
      label: 'pictures',
      quiet: options.quiet,
    });
    // Delivery requests invoke the delivery Lambda, as the plan-files bucket's S3 event does in AWS (decision 0024).
    forwardS3Events(s3, {
      handler: DELIVERY_HANDLER,
      bucket: LOCAL_BUCKETS.planFiles,
      prefix: DELIVERY_REQUESTS_PREFIX,
      // A 150 MB order is a few seconds of one core: one at a time keeps the API answering.
      concurrency: 1,
      label: 'deliveries',
      quiet: options.quiet,
    });

    // Import row tasks invoke the import worker, as the plan-files bucket's S3 event does in AWS.
    forwardS3Events(s3, {
      handler: PLAN_IMPORT_HANDLER,
      bucket: LOCAL_BUCKETS.planFiles,
      prefix: PLAN_IMPORT_TASKS_PREFIX,
      // Rows mostly wait on the picture Lambda (two at a time): a few at once keep it busy without starving the API.
      concurrency: 4,
      label: 'plan imports',
      quiet: options.quiet,
    });

    // The payment reconciliation EventBridge runs every 15 minutes in AWS.
    stoppers.push(startScheduledJobs({ quiet: options.quiet }).stop);

    const webServer =
      web === 'dev'
        ? await started(
            startWebServer({
              port: await freePort(),
              env: {
                VITE_COGNITO_USER_POOL_ID: pool.userPoolId,
                VITE_COGNITO_CLIENT_ID: pool.clientId,
                VITE_COGNITO_ENDPOINT: cognito.endpoint,
              },
              quiet: options.quiet,
            }),
          )
        : undefined;

    const edgeOptions = {
      apiUrl: api.url,
      s3Url: s3.endpoint,
      imagesBucket: LOCAL_BUCKETS.images,
      originSecret,
      csp: { cognitoOrigin: cognito.endpoint, bucketOrigins: [s3.endpoint] },
    };
    const edge = await started(
      startEdge({
        ...edgeOptions,
        port: ports.web,
        invalidationPort,
        clock: options.edgeClock,
        web: webServer
          ? { kind: 'dev', url: webServer.url, scriptNonce: DEV_SCRIPT_NONCE }
          : web === 'build'
            ? builtWeb({ endpoint: cognito.endpoint, userPoolId: pool.userPoolId, clientId: pool.clientId }, edgeUrl)
            : undefined,
        quiet: options.quiet,
      }),
    );
    say(`edge (CloudFront's stand-in) ${edge.url}: the app, /api and /images`);

    const info: StackInfo = {
      web: web === 'none' ? null : edge.url,
      api: edge.url,
      cognito: { endpoint: cognito.endpoint, userPoolId: pool.userPoolId, clientId: pool.clientId },
      s3: { endpoint: s3.endpoint },
      paystack: { url: paystack.url, secretKey: PAYSTACK_TEST_SECRET_KEY },
      users: DEMO_USERS.map((user) => ({
        ...user,
        ...(totpSecrets[user.email] ? { totpSecret: totpSecrets[user.email] } : {}),
      })),
    };
    await writeStackInfo(join(dataDir, 'stack.json'), info);

    let stopping: Promise<void> | undefined;
    return {
      urls: {
        web: info.web,
        api: edge.url,
        apiOrigin: api.url,
        dynamodb: dynamodb.endpoint,
        s3: s3.endpoint,
        cognito: cognito.endpoint,
      },
      edge: edgeOptions,
      serveWebBuild: () =>
        edge.serveBuild(
          builtWeb({ endpoint: cognito.endpoint, userPoolId: pool.userPoolId, clientId: pool.clientId }, edgeUrl),
        ),
      info,
      dataDir,
      tableName: LOCAL_TABLE_NAME,
      buckets: LOCAL_BUCKETS,
      dynamodb: dynamodbControl,
      stop: () => {
        stopping ??= stopInReverse(stoppers);
        return stopping;
      },
    };
  } catch (error) {
    await stopInReverse(stoppers);
    throw error;
  }
}
