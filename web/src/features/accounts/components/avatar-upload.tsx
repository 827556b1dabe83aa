import type { ChangeEvent } from 'react';
import { CameraIcon } from '../../../components/ui/account-icons.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { checkAvatarFile } from '../utils/avatar-file.ts';

/** The profile picture with its upload button: checked in the browser first, then straight to S3. */
export function AvatarUpload({ userId, name, url }: { userId: string; name: string; url: string }) {
  const showToast = useToast();
  const upload = useUploadAvatar(userId);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      // i18next-instrument-ignore-next-line
      showToast({ title: t(problem.title), description: t(problem.description) });
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        showToast({
          title: t('Avatar updated!'),
          description: t('Your profile picture has been updated successfully.'),
        }),
      onError: () =>
        showToast({ title: t('Upload failed'), description: t('Failed to upload avatar. Please try again.') }),
    });
  };

  return (
    <div className="avatar-upload">
      <Avatar name={name} url={url || undefined} size={96} />
      <label className={`avatar-upload-button ${upload.isPending ? 'is-busy' : ''}`}>
        <CameraIcon size={18} />
        <span>{upload.isPending ? t('Uploading...') : t('Change photo')}</span>
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          onChange={onChange}
          disabled={upload.isPending}
        />
      </label>
    </div>
  );
}
