import { IMAGE_CONTENT_TYPES } from '@shop/shared/accounts/uploads';
import { PLAN_FILE_EXTENSIONS } from '@shop/shared/admin/uploads';
import { LOGO_URL } from '@shop/shared/constants';
import { PICTURE_MESSAGES } from '@shop/shared/pictures/picture-messages';
import type { PictureState } from '@shop/shared/pictures/picture-status';
import { PACKAGES, type Package } from '@shop/shared/plans/plan';
import type { ChangeEvent } from 'react';
import { UploadProgressList } from '../../../components/admin/upload-progress-list.tsx';
import { CloseIcon, DocumentIcon } from '../../../components/ui/icons.tsx';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';
import { fileNameOf } from '../../../lib/uploads/check-upload-file.ts';
import type { usePlanMedia } from '../hooks/use-plan-media.ts';
import type { PlanFormValues } from '../utils/plan-form-values.ts';
import { TIER_LABELS } from '../utils/plan-labels.ts';
import { TierDelivery } from './tier-delivery.tsx';

const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');
const PLAN_FILE_ACCEPT = PLAN_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The chosen files, and the input emptied so choosing the same file again fires change again. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

function Thumbnail({
  url,
  label,
  state,
  onRemove,
}: {
  url: string;
  label: string;
  state: PictureState;
  onRemove: () => void;
}) {
  if (state !== 'ready') {
    // Until its variants exist the picture is not shown (its address answers nothing yet).
    return (
      <li className="admin-thumb is-processing" role="status" aria-label={`${label}: ${PICTURE_MESSAGES.processing}`}>
        <span className="admin-thumb-state">{state === 'failed' ? 'Refused' : 'Processing…'}</span>
      </li>
    );
  }
  return (
    <li className="admin-thumb" data-picture-state="ready">
      <ResponsiveImg
        sizes="96px"
        src={url || LOGO_URL}
        alt={label}
        onError={(event) => {
          event.currentTarget.src = LOGO_URL;
        }}
      />
      <button type="button" className="admin-thumb-remove" aria-label={`Remove ${label}`} onClick={onRemove}>
        <CloseIcon size={14} />
      </button>
    </li>
  );
}

function UploadButton({
  label,
  accept,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className={`button button-outline button-small admin-upload-button ${disabled ? 'is-disabled' : ''}`}>
      {label}
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => onFiles(takeFiles(event))}
      />
    </label>
  );
}

/**
 * Main image, gallery and plan files per tier. Images are public (/images/...), plan files private keys shown by
 * name. `filesKnown` is false when editing a plan whose file list the API did not return: then the tiers cannot be
 * edited without risking the files already stored, so they are left as they are.
 */
export function PlanMediaFields({
  values,
  media,
  filesKnown,
}: {
  values: PlanFormValues;
  media: ReturnType<typeof usePlanMedia>;
  filesKnown: boolean;
}) {
  const dropGallery = (url: string) => (current: PlanFormValues) => ({
    ...current,
    gallery_images: current.gallery_images.filter((candidate) => candidate !== url),
  });
  const dropFile = (tier: Package, key: string) => (current: PlanFormValues) => ({
    ...current,
    plan_files: { ...current.plan_files, [tier]: current.plan_files[tier].filter((candidate) => candidate !== key) },
  });

  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>Main Image</legend>
        <p className="field-hint">Images only, 10MB each.</p>
        <div className="admin-media-row">
          {values.image_url ? (
            <ul className="admin-thumbs">
              <Thumbnail
                url={values.image_url}
                label="main image"
                state={media.pictureState(values.image_url)}
                onRemove={() => media.removeFile(values.image_url, (current) => ({ ...current, image_url: '' }))}
              />
            </ul>
          ) : null}
          <UploadButton
            label={values.image_url ? 'Replace Main Image' : 'Upload Main Image'}
            accept={IMAGE_ACCEPT}
            onFiles={(files) => {
              const [file] = files;
              if (file) media.addMainImage(file);
            }}
          />
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Gallery</legend>
        <p className="field-hint">Images only, 10MB each; choose several at once.</p>
        {values.gallery_images.length > 0 ? (
          <ul className="admin-thumbs">
            {values.gallery_images.map((url, index) => (
              <Thumbnail
                key={url}
                url={url}
                label={`gallery image ${index + 1}`}
                state={media.pictureState(url)}
                onRemove={() => media.removeFile(url, dropGallery(url))}
              />
            ))}
          </ul>
        ) : null}
        <UploadButton label="Upload Gallery Images" accept={IMAGE_ACCEPT} multiple onFiles={media.addGalleryImages} />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Plan Files</legend>
        <p className="field-hint">
          {PLAN_FILE_EXTENSIONS.join(', ')}; 50MB each. Buyers get their tier and the tiers below. Changes to the files
          are kept when the plan is saved.
        </p>
        {filesKnown ? (
          <div className="admin-tier-files">
            {PACKAGES.map((tier) => (
              <div key={tier} className="admin-tier">
                <h4>{TIER_LABELS[tier]}</h4>
                <TierDelivery tier={tier} files={values.plan_files} />
                {values.plan_files[tier].length > 0 ? (
                  <ul className="admin-file-list">
                    {values.plan_files[tier].map((key) => (
                      <li key={key}>
                        <DocumentIcon size={16} />
                        <span className="admin-file-name">{fileNameOf(key)}</span>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`Remove ${fileNameOf(key)}`}
                          onClick={() => media.removeFile(key, dropFile(tier, key))}
                        >
                          <CloseIcon size={14} />
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted admin-no-files">No files yet</p>
                )}
                <UploadButton
                  label={`Upload ${TIER_LABELS[tier]} Files`}
                  accept={PLAN_FILE_ACCEPT}
                  multiple
                  onFiles={(files) => media.addPlanFiles(tier, files)}
                />
              </div>
            ))}
          </div>
        ) : (
          <p className="muted">
            The files already uploaded for this plan stay as they are; they cannot be listed here yet.
          </p>
        )}
      </fieldset>
      <UploadProgressList items={media.uploads} />
    </>
  );
}
