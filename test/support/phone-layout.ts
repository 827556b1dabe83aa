import type { Page } from 'playwright-core';

/**
 * What a person on a narrow phone would notice on the page as it is now, each problem as a sentence naming the
 * element:
 * - the page scrolls sideways;
 * - a fixed or sticky element (the floating quick-navigation, a banner) covers an input or a button even when the
 *   page is scrolled to bring that control to the middle of the screen (or as near as the page allows);
 * - text runs out of its box (a figure wider than its card) or is cut off inside it (an ellipsis, a hidden second
 *   line);
 * - a dropdown option (once chosen) or a search box's placeholder does not fit and is cut off ("Featured Firs...");
 * - a money amount breaks over two lines ("₵5,020." / "50");
 * - something inside an open dialog scrolls sideways (a wide table in a box of its own).
 */
export function phoneLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).placeholder ||
        element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        element.getAttribute('name') ||
        '';
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}"`;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return false;
      if (element.closest('[aria-hidden="true"], [inert], .visually-hidden')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };

    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);

    for (const element of document.querySelectorAll('dialog[open] *, [role="dialog"] *')) {
      if (!visible(element) || !['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${name(element)} in a dialog scrolls sideways by ${element.scrollWidth - element.clientWidth} px`,
        );
      }
    }

    // Covered controls: scroll each to the middle of the screen and ask what is on top of its centre and corners.
    const startX = window.scrollX;
    const startY = window.scrollY;
    const controls = [
      ...document.querySelectorAll('input:not([type="hidden"]), select, textarea, button, a[href], [role="tab"]'),
    ].filter(visible);
    // An open modal dialog makes the page behind it inert: nothing there can be reached, so nothing there is covered.
    const modal = document.querySelector('dialog:modal');
    for (const control of controls) {
      if (getComputedStyle(control).position === 'fixed' || control.closest('dialog, [role="dialog"]')) continue;
      if (modal && !modal.contains(control)) continue;
      const before = control.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + before.top + before.height / 2 - window.innerHeight / 2);
      const box = control.getBoundingClientRect();
      const inset = Math.min(4, box.width / 4, box.height / 4);
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.bottom - inset],
      ];
      for (const [x, y] of points) {
        if (x === undefined || y === undefined || y < 0 || y > window.innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (!top || control === top || control.contains(top) || top.contains(control)) continue;
        let cover: Element | null = top;
        while (cover && !['fixed', 'sticky'].includes(getComputedStyle(cover).position)) cover = cover.parentElement;
        if (cover && !cover.contains(control)) {
          problems.push(`${name(cover)} covers ${name(control)}`);
          break;
        }
      }
    }
    window.scrollTo(startX, startY);

    // Text wider than its own box (with the overflow shown, so it spills over the card's edge).
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element) || element.children.length > 0 || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' || style.display === 'inline') continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        problems.push(`${name(element)} is ${element.scrollWidth - element.clientWidth} px wider than its box`);
      }
    }

    // Text cut off inside its own box: at the side (overflow hidden or an ellipsis: an ad title shown as "Summer
    // off..."), or at the bottom (a fixed height, a line clamp: a title showing only its first line). Teasers
    // (descriptions, summaries, excerpts) may be clamped on purpose, their whole text a click away. A few px of
    // slack at the bottom let a glyph's descender reach past a tight line box; a hidden line is taller than that.
    const teaser = /description|summary|excerpt/;
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element) || element.children.length > 0 || !element.textContent?.trim()) continue;
      if (element.closest('select, option, script, style, svg, textarea')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline') continue;
      const clips = (overflow: string) => overflow !== 'visible' && !['auto', 'scroll'].includes(overflow);
      if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        problems.push(`${name(element)} is cut off by ${element.scrollWidth - element.clientWidth} px`);
      }
      const isTeaser = teaser.test(typeof element.className === 'string' ? element.className : '');
      if (
        clips(style.overflowY) &&
        !isTeaser &&
        element.scrollHeight > element.clientHeight + 4 &&
        element.clientHeight > 0
      ) {
        problems.push(`${name(element)} is cut off at the bottom by ${element.scrollHeight - element.clientHeight} px`);
      }
    }

    // Cut-off dropdown choices and placeholders.
    const context = document.createElement('canvas').getContext('2d');
    const textWidth = (text: string, element: Element) => {
      if (!context) return 0;
      const style = getComputedStyle(element);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(text).width;
    };
    const room = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    };
    for (const select of document.querySelectorAll('select')) {
      if (!visible(select)) continue;
      // Whichever option is chosen must show whole. The arrow is drawn in the right padding; the text gets the rest.
      for (const option of select.options) {
        const text = option.textContent?.trim() ?? '';
        if (text && textWidth(text, select) > room(select) + 1) {
          problems.push(`<select> "${select.labels[0]?.textContent?.trim() ?? select.name}" would cut off "${text}"`);
        }
      }
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!visible(input) || input.value) continue;
      if (textWidth(input.placeholder, input) > room(input) + 1) {
        problems.push(`${name(input)} cuts off its placeholder`);
      }
    }
    // Money amounts read as one word: a line break inside one ("₵5,020." / "50") misleads. Each amount's
    // characters must sit on a single line, whichever elements the amount is split over.
    const amount = /(?:[₵$€]|GHS|USD)\s?\d[\d.,\s]*\d|\d[\d.,\s]*\d\s?(?:[₵$€]|GHS)/gu;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || parent.closest('script, style, svg')) continue;
      for (const match of node.textContent?.matchAll(amount) ?? []) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = [...range.getClientRects()].filter((box) => box.width > 0);
        const first = lines[0];
        // Glyph boxes can be taller than a tight line, so a new line is a box starting below the first's middle.
        if (first && lines.some((box) => box.top > first.top + first.height / 2)) {
          problems.push(`the amount "${match[0]}" in ${name(parent)} breaks over two lines`);
        }
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * What the floating quick-navigation button sits on where a page comes to rest: at its top (as it opens) and at its
 * end. Each problem names the button and what is beneath it: a control or a piece of text a person is reading.
 */
export async function quickNavCoverage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const where of ['top', 'end'] as const) {
    await page.evaluate((to) => {
      window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight);
    }, where);
    // Let the page react to the scroll (the button may step aside or come back) and finish its transition.
    await page.waitForTimeout(400);
    const beneath = await page.evaluate(() => {
      const button = document.querySelector('.quick-nav-button');
      if (!button || getComputedStyle(button).visibility === 'hidden') return [];
      const area = button.getBoundingClientRect();
      const found = new Set<string>();
      // What shows through at points across the button (clipped or scrolled-away content does not count).
      for (const fx of [0.2, 0.5, 0.8]) {
        for (const fy of [0.2, 0.5, 0.8]) {
          const x = area.left + area.width * fx;
          const y = area.top + area.height * fy;
          const under = document.elementsFromPoint(x, y).find((element) => !element.closest('.quick-nav'));
          if (!under) continue;
          const control = under.closest('input:not([type="hidden"]), select, textarea, button, a[href]');
          const hasOwnText = [...under.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
          const element = control ?? (hasOwnText ? under : null);
          if (element)
            found.add(`<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40) ?? ''}"`);
        }
      }
      return [...found];
    });
    for (const item of beneath) problems.push(`at the page's ${where}, the quick-navigation button sits on ${item}`);
  }
  return problems;
}
