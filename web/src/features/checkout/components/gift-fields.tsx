import { SHOP_LANGUAGES, type ShopLanguage } from '@shop/shared/i18n/languages';
import { GIFT_MESSAGE_MAX } from '@shop/shared/orders/gift';
import { LICENCE_NAME_MAX } from '@shop/shared/orders/licence';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';

export interface GiftInput {
  recipientName: string;
  recipientEmail: string;
  message: string;
  language: ShopLanguage;
}

const LANGUAGE_NAMES: Record<ShopLanguage, string> = { en: 'English', fr: 'Français' };

/**
 * "Give this plan": who receives it (their name goes on the licence once they claim it), the one address the claim
 * link is mailed to, the giver's message (plain text, shown as typed), and the mail's language. The server checks
 * the same rules and answers 400 with the reason.
 */
export function GiftFields({ value, onChange }: { value: GiftInput; onChange: (change: Partial<GiftInput>) => void }) {
  const id = useId();
  return (
    <fieldset className="billing-fields gift-fields">
      <legend className="field-label">{t('The gift')}</legend>
      <label className="field" htmlFor={`${id}-name`}>
        <span className="field-label">{t("Recipient's name")}</span>
        <input
          id={`${id}-name`}
          className="input"
          type="text"
          required
          maxLength={LICENCE_NAME_MAX}
          value={value.recipientName}
          onChange={(event) => onChange({ recipientName: event.target.value })}
        />
        <span className="field-hint">{t('The licence and every stamped sheet will carry this name.')}</span>
      </label>
      <label className="field" htmlFor={`${id}-email`}>
        <span className="field-label">{t("Recipient's email")}</span>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={value.recipientEmail}
          onChange={(event) => onChange({ recipientEmail: event.target.value })}
        />
        <span className="field-hint">
          {t('We mail them a link to claim the plan with their own account once you have paid.')}
        </span>
      </label>
      <label className="field" htmlFor={`${id}-message`}>
        <span className="field-label">{t('Message (optional)')}</span>
        <textarea
          id={`${id}-message`}
          className="input"
          rows={3}
          maxLength={GIFT_MESSAGE_MAX}
          value={value.message}
          onChange={(event) => onChange({ message: event.target.value })}
        />
      </label>
      <label className="field" htmlFor={`${id}-language`}>
        <span className="field-label">{t('Language of their mail')}</span>
        <select
          id={`${id}-language`}
          className="input"
          value={value.language}
          onChange={(event) => onChange({ language: event.target.value as ShopLanguage })}
        >
          {SHOP_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
