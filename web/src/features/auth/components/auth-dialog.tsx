import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';

type AuthTab = 'login' | 'signup';

const TABS: { id: AuthTab; label: string; soon: string }[] = [
  { id: 'login', label: 'Login', soon: 'Signing in to your account arrives soon.' },
  { id: 'signup', label: 'Sign Up', soon: 'Creating an account arrives soon.' },
];

/**
 * The auth dialog's frame: title, text and the Login / Sign Up tabs. The forms behind the tabs come with
 * accounts; until then each tab says so. Loaded on first open, so sign-in code never weighs on first paint.
 */
export function AuthDialog({ onClose }: { onClose: () => void }) {
  const baseId = useId();
  const [active, setActive] = useState<AuthTab>('login');

  const focusTab = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length];
    if (!tab) return;
    setActive(tab.id);
    document.getElementById(`${baseId}-tab-${tab.id}`)?.focus();
  };

  return (
    <Dialog title="Welcome" description="Sign in to your account or create a new one to get started" onClose={onClose}>
      <div className="tabs" role="tablist" aria-label="Sign in or sign up">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={active === tab.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') focusTab(index + 1);
              if (event.key === 'ArrowLeft') focusTab(index - 1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          className="tab-panel"
          hidden={active !== tab.id}
        >
          <p className="coming-soon-note">{tab.soon}</p>
          <p className="muted">Meanwhile you can browse every plan and its prices without an account.</p>
        </div>
      ))}
    </Dialog>
  );
}
