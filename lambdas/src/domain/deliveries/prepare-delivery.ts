import { paidOrderNumber } from '@shop/shared/invoices/document-number';
import { certificateFileName, orderZipFileName } from '@shop/shared/orders/licence';
import { sellsPlan } from '@shop/shared/orders/order';
import type { LicensedBuild } from '@shop/shared/orders/plan-extras';
import { log } from '../../observability/log.ts';
import type { DeliveryRemoval } from '../../repositories/delivery-removal.ts';
import type { DeliveredFileItem, DeliveryRepository } from '../../repositories/delivery-repository.ts';
import type { DeliveryStore } from '../../repositories/delivery-store.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PlanFileVersionsRepository } from '../../repositories/plan-file-versions-repository.ts';
import type { ProfilesRepository } from '../../repositories/profiles-repository.ts';
import { fileNameOf } from '../downloads/file-path.ts';
import { DELIVERY_REUSE_MS, isFresh } from '../downloads/order-delivery.ts';
import { deliveryFingerprint, deliveryKeys, isPdf } from './delivery-keys.ts';
import { licenceCertificate } from './licence-certificate.ts';
import { type LicenceDetails, licenceDate, licenseeName } from './licence-details.ts';
import { type OrderFilesDeps, orderDeliveryFiles } from './order-delivery-files.ts';
import { zipPaths, zipStream } from './order-zip.ts';
import { isZip, stampArchive } from './stamp-archive.ts';
import { stampPdf } from './stamp-pdf.ts';

export interface PrepareDeliveryDeps extends OrderFilesDeps {
  orders: Pick<OrdersRepository, 'get'>;
  /** Counts each version an order received once (the admin plan view shows it). */
  receipts: Pick<PlanFileVersionsRepository, 'countReceipt'>;
  profiles: Pick<ProfilesRepository, 'get'>;
  deliveries: Pick<DeliveryRepository, 'get' | 'markReady'>;
  store: DeliveryStore;
  /** Takes away what was made for an order that was refunded or disputed meanwhile. */
  removal: DeliveryRemoval;
  now: () => Date;
  /** The builds the buyer's licences of the plan cover, for the certificate (absent: it lists none). */
  builds?: (order: StoredOrder) => Promise<LicensedBuild[]>;
}

export type PrepareResult =
  | { orderId: string; outcome: 'ready'; stamped: number; asUploaded: number }
  | { orderId: string; outcome: 'skipped'; reason: string };

/**
 * Makes an order's delivery (docs/decisions/0024, 0037): each PDF stamped for the buyer, each ZIP re-packed with the
 * PDFs inside it stamped (once per order and file: a copy made within the reuse period is kept, an older one, which
 * the bucket's lifecycle is about to delete, made again), CAD drawings and other archives copied as uploaded into the
 * order's folder (docs/decisions/0035), the licence certificate, and one ZIP of it all in
 * tier folders, streamed into S3. Recorded as ready last, so "ready" means every object exists. A request that no
 * longer matches the order's files (they changed since) or an order that is not a completed sale is skipped.
 */
export async function prepareDelivery(
  deps: PrepareDeliveryDeps,
  request: { orderId: string; fingerprint: string },
): Promise<PrepareResult> {
  const { orderId } = request;
  const skipped = (reason: string): PrepareResult => ({ orderId, outcome: 'skipped', reason });
  const order = await deps.orders.get(orderId);
  if (order?.status !== 'completed') return skipped('not a completed order');
  if (!isDeliverable(order)) return skipped('downloads paused by a dispute');
  const files = await orderDeliveryFiles(deps, order);
  const fingerprint = deliveryFingerprint(files);
  if (files.length === 0 || fingerprint !== request.fingerprint) return skipped('the order has other files now');
  const previous = await deps.deliveries.get(orderId);
  const now = deps.now();
  if (previous?.status === 'ready' && previous.fingerprint === fingerprint && isFresh(previous, now)) {
    return skipped('already delivered');
  }
  // Copies written before the reuse period are written again: the bucket's lifecycle deletes them soon.
  const reusableSince = new Date(now.getTime() - DELIVERY_REUSE_MS);

  const details: LicenceDetails = {
    licenseeName: licenseeName(order, order.licenceName ? undefined : await deps.profiles.get(order.user_id)),
    licenseeEmail: order.user_email,
    orderId: order.id,
    invoiceNumber: paidOrderNumber(order),
    planTitle: order.plan_title,
    tier: order.package_type,
    date: licenceDate(order.paid_at ?? order.created_at, order.language),
    language: order.language ?? 'en',
    ...(deps.builds ? { builds: await deps.builds(order) } : {}),
  };

  const delivered: (DeliveredFileItem & { name: string })[] = [];
  let stamped = 0;
  for (const [index, file] of files.entries()) {
    const name = fileNameOf(file.key, index);
    let key = file.key;
    let isStamped = false;
    if (isPdf(file.key) || isZip(file.key)) {
      const copy = deliveryKeys.stamped(orderId, file.key, name);
      if (await deps.store.exists(copy, reusableSince)) key = copy;
      else {
        const make = isPdf(file.key) ? stampInto : repackInto;
        key = (await make(deps.store, file.key, copy, details)) ? copy : file.key;
      }
      isStamped = key === copy;
    }
    // Every file is served from the order's own folder, so removing that folder ends every link handed out for it.
    if (key === file.key)
      key = await ownCopy(deps.store, file.key, deliveryKeys.asUploaded(orderId, file.key, name), reusableSince);
    if (isStamped) stamped += 1;
    delivered.push({
      source: file.key,
      key,
      tier: file.tier,
      stamped: isStamped,
      updated_at: file.updatedAt,
      earlier: file.earlier,
      name,
    });
  }

  const certificateName = certificateFileName(paidOrderNumber(order));
  const certificateKey = deliveryKeys.certificate(orderId, certificateName);
  if (!(await deps.store.exists(certificateKey, reusableSince))) {
    await deps.store.write(certificateKey, await licenceCertificate(details, files.length), 'application/pdf');
  }

  const zipKey = deliveryKeys.zip(
    orderId,
    fingerprint,
    orderZipFileName(order.plan_title, order.package_type, paidOrderNumber(order)),
  );
  if (!(await deps.store.exists(zipKey, reusableSince))) {
    // The ZIP holds the current version of each file; a version sold before a revision stays a download of its own.
    const current = delivered.filter((file) => !file.earlier);
    const paths = zipPaths(current);
    const entries = [
      { path: certificateName, open: () => deps.store.readStream(certificateKey) },
      ...current.map((file, index) => ({
        path: paths[index] as string,
        open: () => deps.store.readStream(file.key),
      })),
    ];
    await deps.store.writeStream(zipKey, zipStream(entries, deps.now()), 'application/zip');
  }

  const requestedAt = previous?.requested_at ?? deps.now().toISOString();
  const recorded = await deps.deliveries.markReady(orderId, {
    status: 'ready',
    fingerprint,
    requested_at: requestedAt,
    ready_at: deps.now().toISOString(),
    files: delivered.map(({ name: _name, ...file }) => file),
    certificate_key: certificateKey,
    zip_key: zipKey,
  });
  if (!recorded) return skipped('the order has other files now');
  // A refund or a dispute that landed while this ran removed the delivery before these objects were written.
  if (!isDeliverable(await deps.orders.get(orderId))) {
    await deps.removal.remove(orderId);
    return skipped('refunded or disputed while it was made');
  }
  // Receipts count which buyers hold each version of a plan's files; a service's drawings belong to no plan.
  for (const file of sellsPlan(order) ? files : []) {
    await deps.receipts.countReceipt(order.plan_id, orderId, file.key, file.tier, deps.now().toISOString());
  }
  return { orderId, outcome: 'ready', stamped, asUploaded: files.length - stamped };
}

/** Only a completed order without an open dispute gets (or keeps) its delivery. */
function isDeliverable(order: StoredOrder | undefined): order is StoredOrder {
  return order?.status === 'completed' && order.dispute_status !== 'open';
}

/** The order's own copy of a file delivered as uploaded (a server-side copy: the bytes never pass through here). */
async function ownCopy(store: DeliveryStore, source: string, copy: string, reusableSince: Date): Promise<string> {
  if (!(await store.exists(copy, reusableSince))) await store.copy(source, copy);
  return copy;
}

/**
 * Re-packs an archive with its PDFs stamped (stamp-archive.ts) into the order's copy. An archive with no PDF, or one
 * that cannot be read as a ZIP, is delivered as uploaded: nothing in it needs a stamp, or the buyer must still get it
 * (logged as an error for staff).
 */
async function repackInto(store: DeliveryStore, source: string, copy: string, details: LicenceDetails) {
  const bytes = await store.read(source);
  let result: Awaited<ReturnType<typeof stampArchive>>;
  try {
    result = await stampArchive(bytes, (pdf) => stampPdf(pdf, details));
  } catch (error) {
    log('error', 'archive could not be re-packed; delivered as uploaded', { source, error: String(error) });
    return false;
  }
  if (result.unreadable.length > 0) {
    log('error', 'pdf in an archive could not be stamped; left as uploaded', { source, entries: result.unreadable });
  }
  if (result.stamped === 0) return false;
  await store.write(copy, result.bytes, 'application/zip');
  return true;
}

/**
 * Stamps one PDF into its copy. A PDF that cannot be read as one (damaged, or a format pdf-lib does not know) is
 * delivered as uploaded and logged as an error for staff: the buyer paid and must get the file.
 */
async function stampInto(store: DeliveryStore, source: string, copy: string, details: LicenceDetails) {
  const bytes = await store.read(source);
  let output: Uint8Array;
  try {
    output = await stampPdf(bytes, details);
  } catch (error) {
    log('error', 'pdf could not be stamped; delivered as uploaded', { source, error: String(error) });
    return false;
  }
  await store.write(copy, output, 'application/pdf');
  return true;
}
