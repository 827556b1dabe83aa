import type { ReactNode } from 'react';

/**
 * A page that says one thing and where to go from here: not found, an error, a link that no longer works. The
 * children are its actions. `alert` announces it at once (an error in place of what was asked for); `inPage` is
 * for a message inside a page that already has its container (and its back link above).
 */
export function MessagePage({
  title,
  text,
  code,
  headingId,
  alert = false,
  inPage = false,
  children,
}: {
  title: ReactNode;
  text: ReactNode;
  /** A status code shown large above the title (404); decoration, the title says it in words. */
  code?: string;
  /** Names the page by its heading, for a page that is reached as a step of a flow. */
  headingId?: string;
  alert?: boolean;
  inPage?: boolean;
  children: ReactNode;
}) {
  const Element = inPage ? 'div' : 'section';
  return (
    <Element
      className={inPage ? 'message-page' : 'container message-page'}
      role={alert ? 'alert' : undefined}
      aria-labelledby={headingId}
    >
      {code ? (
        <p className="message-code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id={headingId}>{title}</h1>
      <p>{text}</p>
      <div className="message-actions">{children}</div>
    </Element>
  );
}
