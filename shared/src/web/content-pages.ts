/**
 * Portfolio projects' and blog articles' own HTML (decision 0058), rendered at the origin as plan pages are
 * (shared/src/web/plan-page.ts).
 */

/** An article's illustration is an SVG, which link previews do not show: the build writes this JPEG beside it. */
export const ARTICLE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** The JPEG the build makes from an article's SVG illustration (/articles/permits.svg gives /articles/permits.jpg). */
export function articleSharePicture(image: string): string {
  return image.replace(/\.svg$/, '.jpg');
}
