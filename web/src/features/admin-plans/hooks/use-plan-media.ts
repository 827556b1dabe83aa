import type { PictureState } from '@shop/shared/pictures/picture-status';
import type { Package } from '@shop/shared/plans/plan';
import { useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUploadItems } from '../../../hooks/use-upload-items.ts';
import { firstFileProblem, imageFileProblem, planFileProblem } from '../../../lib/uploads/check-upload-file.ts';
import { pictureWidthProblem } from '../../../lib/uploads/picture-width.ts';
import { waitForPicture } from '../../../lib/wait-for-picture.ts';
import {
  removeUploadedFile,
  type UploadTracker,
  uploadGalleryImages,
  uploadMainImage,
  uploadPlanFiles,
} from '../api/upload-plan-media.ts';
import type { PlanFormValues } from '../utils/plan-form-values.ts';

type MediaChange = (change: (values: PlanFormValues) => PlanFormValues) => void;

/**
 * The plan form's uploads: each file goes straight to S3 with its own
 * progress bar, then its address joins the form; a toast says how it went. Files of a plan not saved
 * yet share the folder the server chose for the first one.
 */
export function usePlanMedia(planId: string | undefined, change: MediaChange) {
  const showToast = useToast();
  const { items, track } = useUploadItems();
  const folderId = useRef(planId);
  const [busy, setBusy] = useState(0);
  // Pictures uploaded here, until the picture Lambda has made their variants (ready) or refused them (failed).
  const [pictures, setPictures] = useState<Record<string, PictureState>>({});
  const tracker: UploadTracker = { start: track };

  /**
   * Waits for each new picture's variants. A refused one leaves the form at once, with the reason, so nothing
   * half-made is saved on the plan; its objects are already gone from the bucket.
   */
  const settle = async (
    urls: string[],
    failure: string,
    drop: (url: string) => (values: PlanFormValues) => PlanFormValues,
  ) => {
    setPictures((current) => ({ ...current, ...Object.fromEntries(urls.map((url) => [url, 'processing' as const])) }));
    await Promise.all(
      urls.map(async (url) => {
        const result = await waitForPicture(url).catch(() => ({ status: 'ready' as const, message: undefined }));
        setPictures((current) => ({ ...current, [url]: result.status }));
        if (result.status === 'failed') {
          change(drop(url));
          showToast({ title: failure, description: result.message });
        }
      }),
    );
  };

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy((count) => count + 1);
    try {
      await work();
    } catch (error) {
      const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
      showToast({ title: failure, description: reason.trim() || undefined });
    } finally {
      setBusy((count) => count - 1);
    }
  };

  const refuse = (failure: string, problem: string) => showToast({ title: failure, description: problem });

  return {
    uploads: items,
    uploading: busy > 0 || Object.values(pictures).includes('processing'),
    /** Where a picture uploaded in this form stands; pictures saved before are ready. */
    pictureState: (url: string): PictureState => pictures[url] ?? 'ready',
    addMainImage(file: File) {
      const problem = imageFileProblem(file);
      if (problem) return refuse('Failed to upload image', problem);
      void run(async () => {
        const tooSmall = await pictureWidthProblem(file, 'plans');
        if (tooSmall) return refuse('Failed to upload image', tooSmall);
        const result = await uploadMainImage(folderId.current, file, tracker);
        folderId.current = result.folderId;
        change((values) => ({ ...values, image_url: result.url }));
        showToast('Image uploaded successfully');
        await settle([result.url], 'Failed to upload image', (url) => (values) => ({
          ...values,
          image_url: values.image_url === url ? '' : values.image_url,
        }));
      }, 'Failed to upload image');
    },
    addGalleryImages(files: File[]) {
      if (files.length === 0) return;
      const problem = firstFileProblem(files, imageFileProblem);
      if (problem) return refuse('Failed to upload gallery images', problem);
      void run(async () => {
        for (const file of files) {
          const tooSmall = await pictureWidthProblem(file, 'plans');
          if (tooSmall) return refuse('Failed to upload gallery images', `${file.name}: ${tooSmall}`);
        }
        const result = await uploadGalleryImages(folderId.current, files, tracker);
        folderId.current = result.folderId;
        change((values) => ({ ...values, gallery_images: [...values.gallery_images, ...result.urls] }));
        showToast(`${result.urls.length} gallery images uploaded`);
        await settle(result.urls, 'Failed to upload gallery images', (url) => (values) => ({
          ...values,
          gallery_images: values.gallery_images.filter((candidate) => candidate !== url),
        }));
      }, 'Failed to upload gallery images');
    },
    addPlanFiles(tier: Package, files: File[]) {
      if (files.length === 0) return;
      const problem = firstFileProblem(files, planFileProblem);
      if (problem) return refuse(`Failed to upload ${tier} plan files`, problem);
      void run(async () => {
        const result = await uploadPlanFiles(folderId.current, tier, files, tracker);
        folderId.current = result.folderId;
        change((values) => ({
          ...values,
          plan_files: { ...values.plan_files, [tier]: [...values.plan_files[tier], ...result.keys] },
        }));
        showToast(`${result.keys.length} ${tier} plan files uploaded`);
      }, `Failed to upload ${tier} plan files`);
    },
    /** Deletes the stored object, then drops it from the form (the caller saves the plan without it). */
    removeFile(filePath: string, drop: (values: PlanFormValues) => PlanFormValues) {
      void run(async () => {
        await removeUploadedFile(filePath);
        change(drop);
        showToast('File removed successfully');
      }, 'Failed to remove file');
    },
  };
}
