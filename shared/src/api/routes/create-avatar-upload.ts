import { AvatarUploadRequest, PresignedUpload } from '../../accounts/uploads.ts';
import { defineRoute } from '../route-definition.ts';

export const createAvatarUploadRoute = defineRoute({
  name: 'create-avatar-upload',
  method: 'POST',
  path: '/api/upload/avatar',
  auth: 'user',
  handler: 'uploads/create-avatar-upload',
  // The table: the caller's token is checked against their latest access revocation.
  access: { table: 'read', images: 'write' },
  request: { body: AvatarUploadRequest },
  response: PresignedUpload,
});
