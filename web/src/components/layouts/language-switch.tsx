import { pathInLanguage, type ShopLanguage } from '@shop/shared/i18n/languages';
import { useLocation } from 'react-router-dom';
import { currentLanguage } from '../../i18n/i18n.ts';
import { writeLanguageChoice } from '../../i18n/language-choice.ts';
import './language-switch.css';

const OTHER: Record<ShopLanguage, { language: ShopLanguage; short: string; name: string }> = {
  en: { language: 'fr', short: 'FR', name: 'Français' },
  fr: { language: 'en', short: 'EN', name: 'English' },
};

/**
 * The header's language switch for visitors (decision 0026): a plain link to the same page in the other language,
 * so it works before the app has loaded and search engines follow it. Following it keeps the choice on this device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = OTHER[currentLanguage()];
  // The router's pathname has no /fr (it is the basename), so it is the English path of this page.
  const href = `${pathInLanguage(pathname, other.language)}${search}${hash}`;
  return (
    <a
      className={`language-switch ${className ?? ''}`}
      href={href}
      hrefLang={other.language}
      lang={other.language}
      title={other.name}
      onClick={() => writeLanguageChoice(other.language)}
    >
      {other.short}
      {/* The visible code is part of the name (WCAG 2.5.3); the language's own name follows for a screen reader. */}
      <span className="visually-hidden"> {other.name}</span>
    </a>
  );
}
