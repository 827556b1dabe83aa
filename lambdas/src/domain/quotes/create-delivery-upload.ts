import {
  DELIVERY_FILE_TYPES,
  type DeliveryFileExtension,
  type DeliveryUploadBody,
  type DeliveryUploadResponse,
  deliveryExtensionOf,
} from '@shop/shared/requests/quotes';
import type { RequestQuotesRepository } from '../../repositories/request-quotes-repository.ts';
import type { StoredFiles } from '../../repositories/stored-files.ts';
import { PLAN_FILE_UPLOAD_SECONDS, presignPlanFile } from '../admin/uploads/create-staff-uploads.ts';
import { customDeliveryKey } from './delivery-keys.ts';
import { deskRequest } from './desk-request.ts';

export interface DeliveryUploadDeps {
  quotes: Pick<RequestQuotesRepository, 'getRequest'>;
  planFiles: Pick<StoredFiles, 'presignPost'>;
  now: () => Date;
  newId: () => string;
}

/**
 * Presigned POSTs for a request's customized drawings, into the private plan-files bucket under the request's own
 * folder: each policy pins the key, the type that belongs to the extension and the plan files' size limit.
 */
export async function createDeliveryUpload(
  deps: DeliveryUploadDeps,
  requestId: string,
  body: DeliveryUploadBody,
): Promise<DeliveryUploadResponse> {
  await deskRequest(deps.quotes, requestId);
  const expiresAt = new Date(deps.now().getTime() + PLAN_FILE_UPLOAD_SECONDS * 1000).toISOString();
  const uploads = await Promise.all(
    body.files.map(async (file) => {
      const key = customDeliveryKey(requestId, deps.newId(), file.name);
      const contentType = DELIVERY_FILE_TYPES[deliveryExtensionOf(file.name) as DeliveryFileExtension];
      const { url, fields } = await presignPlanFile(deps.planFiles, key, contentType);
      return { url, fields, key, name: key.split('/').pop() ?? file.name, publicUrl: '', expiresAt };
    }),
  );
  return { uploads };
}
