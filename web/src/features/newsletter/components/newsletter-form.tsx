import { useId, useState } from 'react';
import { recordNewsletterSignup } from '../api/record-signup.ts';

type NewsletterVariant = 'section' | 'footer';

const COPY: Record<NewsletterVariant, { label: string; button: string }> = {
  section: { label: 'Email address', button: 'Subscribe' },
  footer: { label: 'Email for newsletter', button: 'Join' },
};

/**
 * The newsletter box. Home's ('Stay Updated') requires a valid email; the footer's has no validation
 * (spec section 5). Both keep the address locally, clear the field and thank the visitor.
 */
export function NewsletterForm({ variant = 'section' }: { variant?: NewsletterVariant }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [thanked, setThanked] = useState(false);
  const copy = COPY[variant];

  return (
    <form
      className={`newsletter-form newsletter-${variant}`}
      noValidate={variant === 'footer'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!email.trim()) return;
        try {
          recordNewsletterSignup(email);
        } catch {
          // Private browsing can refuse storage; the visitor still gets the same answer.
        }
        setEmail('');
        setThanked(true);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {copy.label}
      </label>
      <div className="newsletter-row">
        <input
          id={id}
          type="email"
          className="input"
          placeholder="you@example.com"
          autoComplete="email"
          required={variant === 'section'}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setThanked(false);
          }}
        />
        <button type="submit" className={variant === 'section' ? 'button button-accent' : 'button button-light'}>
          {copy.button}
        </button>
      </div>
      <p className="newsletter-status" role="status">
        {thanked ? 'Thank you for subscribing! We will keep you posted on new plans.' : ''}
      </p>
    </form>
  );
}
