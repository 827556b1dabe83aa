import sharp from 'sharp';
import { drawShareImage } from '../../../src/domain/share-images/draw-share-image.ts';

/*
 * Run in a process of its own (fontconfig reads FONTCONFIG_FILE once, when sharp first draws text): draws one card
 * with its words and the same card with every letter a space, on a flat picture, and prints how many pixels differ,
 * i.e. how many pixels the words drew.
 */
const picture = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#556655' } })
  .jpeg()
  .toBuffer();
const card = {
  language: 'en' as const,
  title: 'Tema Courtyard Villa',
  facts: '4 bedrooms · 180 m²',
  price: 'from GH₵ 2,500',
  image: '/images/plans/villa/main/1600.jpg',
};
const blank = (text: string) => text.replace(/\S/g, ' ');
const pixels = async (bytes: Buffer) => (await sharp(bytes).removeAlpha().raw().toBuffer()) as Buffer;
const [worded, unworded] = await Promise.all([
  drawShareImage(picture, card).then(pixels),
  drawShareImage(picture, {
    ...card,
    title: blank(card.title),
    facts: blank(card.facts),
    price: blank(card.price),
  }).then(pixels),
]);
let differing = 0;
for (let index = 0; index < worded.length; index += 3) {
  const delta = Math.max(
    Math.abs((worded[index] ?? 0) - (unworded[index] ?? 0)),
    Math.abs((worded[index + 1] ?? 0) - (unworded[index + 1] ?? 0)),
    Math.abs((worded[index + 2] ?? 0) - (unworded[index + 2] ?? 0)),
  );
  if (delta > 64) differing += 1;
}
process.stdout.write(JSON.stringify({ differing }));
