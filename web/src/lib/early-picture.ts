/**
 * Marks the box where a prerendered plan page shows the plan's main picture before the app has loaded: the boot
 * script (web/build/boot-script.ts) paints the picture there as soon as the plan's request answers, and the
 * app's gallery later takes the same place (decision 0015).
 */
export const EARLY_PICTURE_ATTRIBUTE = 'data-early-picture';
