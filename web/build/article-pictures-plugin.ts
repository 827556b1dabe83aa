import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import { ARTICLE_PICTURE_SIZE, articleSharePicture } from '../../shared/src/web/content-pages.ts';

/** Where the articles' SVG illustrations are, in public/ and so in the build. */
const ARTICLES_DIR = 'articles';

/**
 * After the production build: a 1200x630 JPEG beside each article illustration (link previews show no SVG), which
 * the article pages name as their og:image (decision 0058). The SVG is drawn at twice its size, then cropped to the
 * frame, so lines stay sharp.
 */
export function articlePicturesPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop-article-pictures',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const dir = join(config.root, config.build.outDir, ARTICLES_DIR);
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.svg'))) {
        const jpeg = await sharp(readFileSync(join(dir, name)), { density: 144 })
          .resize({ ...ARTICLE_PICTURE_SIZE, fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true, progressive: true })
          .toBuffer();
        writeFileSync(join(dir, articleSharePicture(name)), jpeg);
      }
    },
  };
}
