import { useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SwitchInput } from '../../../components/ui/switch-input.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { chooseConsent, closeCookiePreferences } from '../hooks/use-cookie-consent.ts';
import { type CookieConsent, REJECT_ALL } from '../utils/consent-storage.ts';

interface ToggleProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function ConsentToggle({ label, description, checked, disabled, onChange }: ToggleProps) {
  const id = useId();
  return (
    <div className="consent-toggle">
      <div>
        <label htmlFor={id} className="consent-toggle-label">
          {/* i18next-instrument-ignore-next-line */}
          {t(label)}
          {disabled ? <span className="consent-toggle-note"> {t('(always on)')}</span> : null}
        </label>
        <p id={`${id}-description`} className="consent-toggle-description">
          {/* i18next-instrument-ignore-next-line */}
          {t(description)}
        </p>
      </div>
      <SwitchInput
        id={id}
        className="consent-switch"
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(checked) => onChange?.(checked)}
      />
    </div>
  );
}

/** Customize: analytics and marketing toggles, necessary locked on; Save stores the choice, Cancel closes. */
export function ConsentPreferencesDialog({ current }: { current: CookieConsent | undefined }) {
  const [choice, setChoice] = useState<CookieConsent>(current ?? REJECT_ALL);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Closing the native <dialog> (rather than unmounting it) returns focus to the button that opened it.
  const closeDialog = () => bodyRef.current?.closest('dialog')?.close();

  return (
    <Dialog
      title={t('Cookie Preferences')}
      description={t(
        'Choose which optional cookies we may use. Necessary cookies keep the site working and cannot be switched off.',
      )}
      onClose={closeCookiePreferences}
      className="consent-dialog"
    >
      <div ref={bodyRef}>
        <ConsentToggle
          label={msg('Necessary')}
          description={msg('Sign-in, your checkout and this choice. Without them the shop cannot work.')}
          checked
          disabled
        />
        <ConsentToggle
          label={msg('Analytics')}
          description={msg(
            'Tell us, without naming you, which pages are visited and how the site performs, so we can improve it.',
          )}
          checked={choice.analytics}
          onChange={(analytics) => setChoice({ ...choice, analytics })}
        />
        <ConsentToggle
          label={msg('Marketing')}
          description={msg('Measure and personalise our adverts on other sites and social media.')}
          checked={choice.marketing}
          onChange={(marketing) => setChoice({ ...choice, marketing })}
        />
        <div className="consent-dialog-actions">
          <button type="button" className="button button-outline" onClick={closeDialog}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              chooseConsent(choice);
              closeDialog();
              // Opened from the banner, which is now gone with its Customize button: focus the page instead.
              if (!current) document.getElementById('main')?.focus({ preventScroll: true });
            }}
          >
            {t('Save')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
