import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/** The button looks of buttons-and-fields.css that a link can wear. */
export type ButtonVariant = 'primary' | 'outline' | 'accent' | 'light' | 'ghost';
export type ButtonSize = 'small' | 'large';

/** The class string of a button: one place decides how `variant` and `size` become classes. */
export function buttonClass(variant: ButtonVariant, size?: ButtonSize): string {
  return size ? `button button-${variant} button-${size}` : `button button-${variant}`;
}

/** A router link that looks like a button: for the "go there" actions, where a <button> would be wrong. */
export function ButtonLink({
  variant,
  size,
  ...link
}: Omit<ComponentProps<typeof Link>, 'className'> & { variant: ButtonVariant; size?: ButtonSize }) {
  return <Link {...link} className={buttonClass(variant, size)} />;
}
