import { IMAGE_CONTENT_TYPES } from '@shop/shared/accounts/uploads';
import type { ImageFolder } from '@shop/shared/admin/uploads';
import { LOGO_URL } from '@shop/shared/constants';
import { PICTURE_MESSAGES } from '@shop/shared/pictures/picture-messages';
import { useRef, useState } from 'react';
import { useUploadItems } from '../../hooks/use-upload-items.ts';
import { imageFileProblem } from '../../lib/uploads/check-upload-file.ts';
import { pictureWidthProblem } from '../../lib/uploads/picture-width.ts';
import { uploadImage } from '../../lib/uploads/upload-image.ts';
import { waitForPicture } from '../../lib/wait-for-picture.ts';
import { ResponsiveImg } from '../ui/responsive-img.tsx';
import { useToast } from '../ui/toast.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';

/**
 * An image chosen from the device and sent straight to S3, with a preview, a progress bar and Remove. The value
 * is the image's public path; `onBusy` lets the form wait for the upload before saving.
 */
export function ImageUploadField({
  label,
  folder,
  itemId,
  value,
  onChange,
  onBusy,
}: {
  label: string;
  folder: ImageFolder;
  itemId: string | undefined;
  value: string;
  onChange: (url: string) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const showToast = useToast();
  const { items, track } = useUploadItems();
  const folderId = useRef(itemId);
  const [busy, setBusy] = useState(false);
  // The address being turned into variants by the picture Lambda; it is shown only once they exist.
  const [processing, setProcessing] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showToast({ title: 'Failed to upload image', description: problem });
      return;
    }
    setBusy(true);
    onBusy?.(true);
    const tooSmall = await pictureWidthProblem(file, folder);
    if (tooSmall) {
      showToast({ title: 'Failed to upload image', description: tooSmall });
      setBusy(false);
      onBusy?.(false);
      return;
    }
    const bar = track(file.name);
    try {
      const result = await uploadImage(folder, folderId.current, file, bar.progress);
      folderId.current = result.folderId;
      bar.done();
      showToast('Image uploaded successfully');
      setProcessing(result.url);
      const status = await waitForPicture(result.url);
      setProcessing(null);
      // A refused picture never reaches the form: the previous value stays, and the reason is shown.
      if (status.status === 'failed') showToast({ title: 'Failed to upload image', description: status.message });
      else onChange(result.url);
    } catch {
      bar.failed();
      setProcessing(null);
      showToast('Failed to upload image');
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  return (
    <fieldset className="admin-fieldset">
      <legend>{label}</legend>
      <p className="field-hint">Images only, 10MB each.</p>
      <div className="admin-media-row">
        {processing ? (
          <span className="admin-image-state" role="status">
            {PICTURE_MESSAGES.processing}
          </span>
        ) : null}
        {value ? (
          <ResponsiveImg
            className="admin-image-preview"
            sizes="240px"
            src={value}
            alt={`${label} preview`}
            onError={(event) => {
              event.currentTarget.src = LOGO_URL;
            }}
          />
        ) : null}
        <label className={`button button-outline button-small admin-upload-button ${busy ? 'is-disabled' : ''}`}>
          {value ? `Replace ${label}` : `Upload ${label}`}
          <input
            type="file"
            className="visually-hidden"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
        </label>
        {value ? (
          <button type="button" className="button button-ghost button-small" onClick={() => onChange('')}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
      </div>
      <UploadProgressList items={items} />
    </fieldset>
  );
}
