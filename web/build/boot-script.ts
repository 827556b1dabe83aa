import { createHash } from 'node:crypto';
import { GALLERY_SIZES } from '../../shared/src/pictures/gallery-sizes.ts';
// Relative, not @shop/shared: Vite loads packages in its config as plain Node modules (prerender-plugin.ts).
import { PICTURE_WIDTHS } from '../../shared/src/pictures/picture-variants.ts';
import { PLAN_DATA_ELEMENT_ID } from '../../shared/src/web/plan-page.ts';
import { EARLY_PICTURE_ATTRIBUTE } from '../src/lib/early-picture.ts';

/** Where the boot script leaves requests it started for the app to take over (web/src/lib/early-requests.ts). */
export const EARLY_REQUESTS_GLOBAL = '__shopEarlyRequests';

/** Module preloads the boot script starts per task (each costs about 2 ms of a slowed phone's main thread). */
const PRELOADS_PER_TASK = 4;

/** The longest a plan page's app waits for the early picture before it starts anyway. */
const PICTURE_WAIT_MS = 2500;

/**
 * The only script a prerendered page loads by itself (decision 0015); French pages are the same pages under /fr
 * (decision 0026). It imports the app's entry after the browser has painted a frame, so the script work never
 * delays the first paint, and on the plan page it starts the plan's API request at once instead of after the
 * JavaScript has arrived and run. External, because the CSP allows no inline script. Plain ES2020 text: it is not
 * bundled. On a plan page the picture's address is parsed from the plan the page carries within the script's own
 * task: read through a Response, it waited for tasks that a busy phone's main thread ran only after its layouts,
 * and the largest paint waited with it.
 */
export function bootScript({
  entry,
  planApiPath,
  apiOrigin,
  entryScripts,
  planScripts,
}: {
  entry: string;
  planApiPath: string;
  apiOrigin: string;
  /** The entry's chunks in the order they are evaluated (see evaluation-order.ts). */
  entryScripts: string[];
  /** The plan page's: the entry's chunks and its route's, in the same order. */
  planScripts: string[];
}): { fileName: string; source: string } {
  const source = `// Boot script of the prerendered pages (web/build/boot-script.ts, decision 0015).
const plan = /^\\/plans\\/([^/]+)\\/?$/.exec(location.pathname.replace(/^\\/fr(?=\\/)/, ''));
// On a plan page the app's scripts download once the plan's main picture is on screen (or could not be shown), so
// they neither share the bandwidth with the picture nor queue their work before its paint; never later than
// ${PICTURE_WAIT_MS} ms. They are preloaded all at once, not discovered import by import.
let pictureSettled = Promise.resolve();
if (plan) {
  try {
    const url = ${JSON.stringify(apiOrigin + planApiPath.replace('{id}', ''))} + encodeURIComponent(decodeURIComponent(plan[1]));
    // A plan page carries its plan (decision 0047): no API request stands before the picture.
    const embedded = document.getElementById(${JSON.stringify(PLAN_DATA_ELEMENT_ID)});
    const response = embedded
      ? Promise.resolve(new Response(embedded.textContent, { headers: { 'content-type': 'application/json' } }))
      : fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    window.${EARLY_REQUESTS_GLOBAL} = { [url]: response };
    // The plan's main picture is the page's largest paint: it is painted into the prerendered gallery box
    // (${EARLY_PICTURE_ATTRIBUTE}) as soon as its address is known, before the app has arrived, and the gallery
    // then finds it in the cache. Only a plain same-origin path, the case the gallery shows unchanged
    // (web/src/lib/plans/plan-image.ts); anything else is left to the gallery.
    const shown = (embedded
      ? Promise.resolve().then(() => JSON.parse(embedded.textContent))
      : response.then((answer) => (answer.ok ? answer.clone().json() : undefined)))
      .then((body) => {
        const picture = typeof body?.image_url === 'string' ? body.image_url.trim() : '';
        if (!/^\\/[^/]/.test(picture) || /\\d+x\\d+\\?text=/.test(picture) || /["'()\\\\\\s]/.test(picture)) return;
        const box = document.querySelector('[${EARLY_PICTURE_ATTRIBUTE}]');
        if (!box) return;
        const image = new Image();
        image.fetchPriority = 'high';
        // A picture with variants (shared/src/pictures/picture-variants.ts): the browser picks the width for this
        // screen from the gallery's own sizes and srcset, so the gallery later finds the same file in the cache.
        const variants = /^(\\/images\\/plans\\/[A-Za-z0-9_-]+\\/[A-Za-z0-9_-]+\\/)${PICTURE_WIDTHS.plans.at(-1)}\\.jpg$/.exec(picture);
        if (variants) {
          image.sizes = ${JSON.stringify(GALLERY_SIZES)};
          image.srcset = ${JSON.stringify(PICTURE_WIDTHS.plans)}.map((width) => variants[1] + width + '.webp ' + width + 'w').join(', ');
        }
        image.src = picture;
        return image.decode().then(() => {
          // Element Timing reports the picture once its frame is presented. A frame callback runs before that, so
          // the scripts would start while the largest paint was still pending and share its frame's wait.
          const timed = PerformanceObserver.supportedEntryTypes?.includes('element');
          if (timed) box.setAttribute('elementtiming', 'plan-picture');
          box.style.backgroundImage = 'url("' + (image.currentSrc || picture) + '")';
          return new Promise((painted) => {
            if (!timed) return requestAnimationFrame(() => setTimeout(painted, 0));
            new PerformanceObserver((list, observer) => {
              if (!list.getEntries().some((entry) => entry.identifier === 'plan-picture')) return;
              observer.disconnect();
              painted();
            }).observe({ type: 'element', buffered: true });
          });
        });
      })
      .catch(() => undefined);
    pictureSettled = Promise.race([shown, new Promise((later) => setTimeout(later, ${PICTURE_WAIT_MS}))]);
  } catch {
    // A malformed path: the app makes its own request and shows its error.
  }
}
// The app loads once the first frame is on screen: a paint timing entry is reported after the frame was
// presented, while a frame callback can run long before (the main thread then kept it off screen while it ran
// the app). A tab opened in the background paints, and so loads the app, when it is first shown.
let started = false;
// The browser may handle input and paint before the next step. scheduler.yield resumes ahead of other queued tasks
// and without the 4 ms that a chain of zero timeouts is held to after its fifth link.
const nextTask = () =>
  typeof globalThis.scheduler?.yield === 'function'
    ? globalThis.scheduler.yield()
    : new Promise((resume) => setTimeout(resume, 0));
const start = () => {
  if (started) return;
  started = true;
  pictureSettled.then(async () => {
    const scripts = plan ? ${JSON.stringify(planScripts)} : ${JSON.stringify(entryScripts)};
    // All of the page's scripts download at once, not import by import. Starting a preload costs a phone's main
    // thread a few milliseconds: a few per task, with the browser free to handle input and paint between them.
    for (let next = 0; next < scripts.length; next += ${PRELOADS_PER_TASK}) {
      if (next > 0) await nextTask();
      for (const href of scripts.slice(next, next + ${PRELOADS_PER_TASK})) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = 'anonymous';
        link.href = href;
        document.head.append(link);
      }
    }
    // Then they run one chunk per task, each after the chunks it imports (the order the browser would take):
    // imported all at once, a phone parsed and ran them in one task of a third of a second.
    try {
      for (const href of scripts) {
        await nextTask();
        await import(href);
      }
    } catch {
      import(${JSON.stringify(entry)});
    }
  });
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/boot-${hash}.js`, source };
}
