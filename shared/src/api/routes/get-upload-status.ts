import { PictureStatus, PictureStatusQuery } from '../../pictures/picture-status.ts';
import { defineRoute } from '../route-definition.ts';

/** Staff ask about the pictures they uploaded, a user about their own avatar. */
export const getUploadStatusRoute = defineRoute({
  name: 'get-upload-status',
  method: 'GET',
  path: '/api/upload/status',
  auth: 'user',
  handler: 'uploads/get-upload-status',
  // The table: the caller's token is checked against their latest access revocation.
  access: { table: 'read', images: 'read' },
  request: { query: PictureStatusQuery },
  response: PictureStatus,
});
