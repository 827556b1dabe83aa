/** A whole number with comma thousands separators ("50,000"), without touching ICU at load time. */
export function groupThousands(value: number): string {
  return groupDigits(String(Math.trunc(value)));
}

/** Thousands separators in a run of digits ("1234567" gives "1,234,567"). */
function groupDigits(digits: string, separator = ','): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** How a language writes a number's thousands and decimals. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

const ENGLISH_MARKS: NumberMarks = { group: ',', decimal: '.' };

/** French: a narrow no-break space between thousands, a decimal comma ("1 450,50"), as Intl's French. */
export const FRENCH_MARKS: NumberMarks = { group: '\u202f', decimal: ',' };

/** `abs` rounded half up to `places` decimals on its shortest decimal form ("1.005" gives "1.01"), as ICU does. */
function roundShortest(abs: number, places: number): [string, string] {
  const text = String(abs);
  if (abs >= 1e21) return [BigInt(abs).toString(), '0'.repeat(places)];
  if (/e/i.test(text)) {
    // Tiny values (below 1e-6): toFixed writes them plainly and they round to zero at these places.
    const [whole = '0', fraction = ''] = abs.toFixed(places).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return [whole, fraction.padEnd(places, '0')];
  const kept = fraction.slice(0, places);
  if ((fraction[places] ?? '0') < '5') return [whole, kept];
  const bumped = String(BigInt(whole + kept) + 1n).padStart(places + 1, '0');
  return places === 0 ? [bumped, ''] : [bumped.slice(0, -places), bumped.slice(-places)];
}

/**
 * A decimal with comma thousands separators and `minFraction`-`maxFraction` decimals ("1,999.5", "167.50"), as
 * en-GH and en-US Intl.NumberFormat write it, without Intl: building the browser's first NumberFormat loads ICU
 * locale data, which took ~25 ms of main thread (~110 ms at Lighthouse's 4x CPU slowdown) on the first price
 * a page rendered (decision 0015).
 */
export function formatDecimal(
  value: number,
  minFraction: number,
  maxFraction: number,
  marks: NumberMarks = ENGLISH_MARKS,
): string {
  const [whole, fraction] = roundShortest(Math.abs(value), maxFraction);
  let digits = fraction;
  while (digits.length > minFraction && digits.endsWith('0')) digits = digits.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(whole, marks.group)}${digits ? `${marks.decimal}${digits}` : ''}`;
}
