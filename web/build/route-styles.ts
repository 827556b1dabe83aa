/**
 * A prerendered page's route stylesheets (the lazy route's own CSS and that of the chunks it imports), written into
 * the page as <style> elements instead of <link>s. Each link was a render-blocking request before the first paint
 * (five on the plan page, 0.2-1.9 KB gzipped each, most of their bytes the response headers), and on HTTP/1.1 they
 * took the connections the plan's picture waited for. The entry's stylesheet stays a link: every page shares it,
 * and the browser keeps it.
 *
 * Beside each <style> goes a disabled <link> to the same file: a browser does not fetch a disabled stylesheet, and
 * Vite's preload helper, which loads a lazy chunk's CSS unless a stylesheet link to it is in the document, then
 * finds it there and does not fetch those styles again when the app loads the route.
 */
export function routeStyleTags(files: string[], base: string, text: (file: string) => string): string[] {
  return files.map((file) => {
    const css = text(file).trim();
    // A stylesheet cannot close the element early; a build that ever made one would break the page silently.
    if (/<\/style/i.test(css)) throw new Error(`Prerender: ${file} holds </style and cannot be inlined`);
    return `<link rel="stylesheet" href="${base}${file}" disabled>\n    <style>${css}</style>`;
  });
}
