import type { ReactNode } from 'react';
import { ButtonLink } from './button-link.tsx';
import { ArrowRightIcon } from './icons.tsx';

// Apart from page-section.tsx, which Home's first screen uses: the band's links and arrow stay with the content pages.
/** Where a call to action leads; `arrow` adds the forward arrow after the label. */
export interface CtaLink {
  to: string;
  label: ReactNode;
  arrow?: boolean;
}

function CtaButton({ link, variant }: { link: CtaLink; variant: 'accent' | 'light' }) {
  return (
    <ButtonLink to={link.to} variant={variant} size="large">
      {link.label}
      {link.arrow ? <ArrowRightIcon size={18} /> : null}
    </ButtonLink>
  );
}

/**
 * The band that ends a content page: what to do next, and the two ways to do it. The band decides how they look
 * (the main way stands out on the dark band, the other stays light), so every page's band looks the same.
 */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  primary: CtaLink;
  secondary: CtaLink;
}) {
  return (
    <section className="section cta-band" aria-labelledby={id}>
      <div className="container cta-inner">
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-actions">
          <CtaButton link={primary} variant="accent" />
          <CtaButton link={secondary} variant="light" />
        </div>
      </div>
    </section>
  );
}
