import type { S3Event } from 'aws-lambda';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv, siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { notifyRevision, type RevisionNotice } from '../../domain/deliveries/notify-revision.ts';
import { prepareDelivery } from '../../domain/deliveries/prepare-delivery.ts';
import { profileRecipients } from '../../domain/mails/recipient-lookup.ts';
import { licensedBuilds } from '../../domain/plan-extras/licensed-builds.ts';
import { log } from '../../observability/log.ts';
import { CALL_BUDGETS } from '../../outbound/call-budgets.ts';
import { deliveryRemoval } from '../../repositories/delivery-removal.ts';
import { deliveryRepository } from '../../repositories/delivery-repository.ts';
import { deliveryStore } from '../../repositories/delivery-store.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { planBuyers } from '../../repositories/plan-buyers.ts';
import { planFileVersionsRepository } from '../../repositories/plan-file-versions-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

type DeliveryRequest = { orderId: string; fingerprint: string } | RevisionNotice;

/**
 * Not a route: S3 invokes it for each request object under deliveries/requests/ in the plan-files bucket
 * (infra/src/constructs/deliveries.ts); offline the local stack passes it s3rver's events. A download page asks for
 * an order's delivery (stamped PDFs, certificate, ZIP); a staff revision asks for the buyers' notices. An error fails
 * the invocation, so S3's asynchronous retries try again (both jobs are safe to repeat).
 */
export const handler = async (event: S3Event) => {
  const bucket = requiredEnv(ENV_NAMES.planFilesBucket);
  const db = documentClient();
  const table = tableName();
  // Reads with the usual budget; the stamped copies and the ZIP go up in parts, each with its own timeout.
  const store = deliveryStore(s3Client(), bucket, s3Client(CALL_BUDGETS.uploadPart));
  const versions = planFileVersionsRepository(db, table);
  const results = [];
  for (const record of event.Records ?? []) {
    // Keys arrive URL-encoded, spaces as "+".
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const request = JSON.parse(new TextDecoder().decode(await store.read(key))) as DeliveryRequest;
    const started = Date.now();
    const result =
      'kind' in request && request.kind === 'revision'
        ? await notifyRevision(
            {
              buyers: planBuyers(db, table),
              versions,
              mailer: mailerFromEnv(),
              recipients: profileRecipients(profilesRepository(db, table)),
              settings: siteSettingsRepository(db, table),
              siteUrl: siteUrlFromEnv(),
              now: () => new Date(),
            },
            request,
          )
        : await prepareDelivery(
            {
              orders: ordersRepository(db, table),
              plans: plansRepository(db, table),
              profiles: profilesRepository(db, table),
              deliveries: deliveryRepository(db, table),
              versions,
              receipts: versions,
              store,
              removal: deliveryRemoval(db, table, s3Client(), bucket),
              now: () => new Date(),
              builds: licensedBuilds(ordersRepository(db, table)),
            },
            request as { orderId: string; fingerprint: string },
          );
    log('info', 'delivery request handled', { key, ...result, ms: Date.now() - started });
    results.push(result);
  }
  return results;
};
