import { AvatarUploadRequest, PresignedUpload } from '../../accounts/uploads.ts';
import { defineRoute } from '../route-definition.ts';

export const createAvatarUploadRoute = defineRoute({
  name: 'create-avatar-upload',
  method: 'POST',
  path: '/api/upload/avatar',
  auth: 'user',
  handler: 'uploads/create-avatar-upload',
  access: { images: 'write' },
  request: { body: AvatarUploadRequest },
  response: PresignedUpload,
});
