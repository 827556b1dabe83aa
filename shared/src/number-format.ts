/**
 * An Intl.NumberFormat built on its first use instead of at module load: building one loads ICU locale
 * data, about 20 ms in a fresh Node process, which every Lambda importing a formatter paid at cold start
 * even when the request formats nothing (docs/decisions/0016-lambda-load-time.md).
 */
export function lazyNumberFormat(locale: string, options: Intl.NumberFormatOptions): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  return (value) => {
    formatter ??= new Intl.NumberFormat(locale, options);
    return formatter.format(value);
  };
}

/** A whole number with comma thousands separators ("50,000"), without touching ICU at load time. */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
