import { PICTURE_MIN_WIDTH, type PictureFolder } from './picture-variants.ts';

/** What staff and the upload's status check read about a picture: apart, as the shop's pages only show pictures. */
export const PICTURE_MESSAGES = {
  undecodable: 'This file is not a picture we can read (JPG, PNG, GIF, WebP or AVIF). Export it again and upload it.',
  tooSmall: (folder: PictureFolder, width: number) =>
    `This picture is only ${width} px wide. ${folderLabel(folder)} must be at least ${PICTURE_MIN_WIDTH[folder]} px wide so they stay sharp on large screens and in the full-size view.`,
  notAPicture: 'That is not the address of a picture uploaded to this shop',
  processing: 'Preparing the picture for phones and computers…',
  ready: 'Ready',
} as const;

function folderLabel(folder: PictureFolder): string {
  return { plans: 'Plan pictures', portfolio: 'Project pictures', ads: 'Ad pictures', avatars: 'Profile pictures' }[
    folder
  ];
}
