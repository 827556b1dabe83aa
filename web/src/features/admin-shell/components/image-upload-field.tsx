import { IMAGE_CONTENT_TYPES } from '@shop/shared/accounts/uploads';
import type { ImageFolder } from '@shop/shared/admin/uploads';
import { LOGO_URL } from '@shop/shared/constants';
import { useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { uploadImage } from '../api/upload-image.ts';
import { useUploadItems } from '../hooks/use-upload-items.ts';
import { imageFileProblem } from '../utils/check-upload-file.ts';
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

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showToast({ title: 'Failed to upload image', description: problem });
      return;
    }
    const bar = track(file.name);
    setBusy(true);
    onBusy?.(true);
    try {
      const result = await uploadImage(folder, folderId.current, file, bar.progress);
      folderId.current = result.folderId;
      bar.done();
      onChange(result.url);
      showToast('Image uploaded successfully');
    } catch {
      bar.failed();
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
        {value ? (
          <img
            className="admin-image-preview"
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
