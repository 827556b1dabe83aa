/** The house mark of the logo (public/logo.svg), inline so the header paints without a request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--color-primary, #1f5c45)" />
      <path
        d="M10 24.5L24 12l14 12.5"
        fill="none"
        stroke="#f2b84b"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M14.5 22.5V36h19V22.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <rect x="21" y="27" width="6" height="9" rx="1" fill="#d9683f" />
    </svg>
  );
}

/** The name beside the mark (the saved site name); on the narrowest phones it stacks on two lines to leave room for the header buttons. */
export function BrandName({ name }: { name: string }) {
  const [firstWord, ...otherWords] = name.split(' ');
  return (
    <span className="brand-name">
      <span>{firstWord}</span>
      {otherWords.length > 0 ? (
        <>
          {' '}
          <span>{otherWords.join(' ')}</span>
        </>
      ) : null}
    </span>
  );
}
