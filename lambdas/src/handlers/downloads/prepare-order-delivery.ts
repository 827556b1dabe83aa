import type { S3Event } from 'aws-lambda';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { prepareDelivery } from '../../domain/deliveries/prepare-delivery.ts';
import { log } from '../../http/logger.ts';
import { deliveryRepository } from '../../repositories/delivery-repository.ts';
import { deliveryStore } from '../../repositories/delivery-store.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';

/**
 * Not a route: S3 invokes it when the download page asks for an order's delivery (a request object under
 * deliveries/requests/ in the plan-files bucket; infra/src/constructs/deliveries.ts). Offline the local stack passes
 * it s3rver's events. An error fails the invocation, so S3's asynchronous retries try again.
 */
export const handler = async (event: S3Event) => {
  const bucket = requiredEnv(ENV_NAMES.planFilesBucket);
  const s3 = s3Client();
  const db = documentClient();
  const store = deliveryStore(s3, bucket);
  const deps = {
    orders: ordersRepository(db, tableName()),
    plans: plansRepository(db, tableName()),
    profiles: profilesRepository(db, tableName()),
    deliveries: deliveryRepository(db, tableName()),
    store,
    now: () => new Date(),
  };
  const results = [];
  for (const record of event.Records ?? []) {
    // Keys arrive URL-encoded, spaces as "+".
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const request = JSON.parse(new TextDecoder().decode(await store.read(key))) as {
      orderId: string;
      fingerprint: string;
    };
    const started = Date.now();
    const result = await prepareDelivery(deps, request);
    log('info', 'order delivery', { ...result, ms: Date.now() - started });
    results.push(result);
  }
  return results;
};
