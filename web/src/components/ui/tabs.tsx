import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useScrollRow } from '../../hooks/use-scroll-row.ts';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

/** The id of a tab button, for a panel's `aria-labelledby` or a test. */
export const tabButtonId = (tabsId: string, tab: string) => `${tabsId}-tab-${tab}`;

/**
 * Where the tabs point: `each` tab has a panel of its own (panels kept mounted and hidden), or all tabs share `one`
 * panel whose content follows the selected tab.
 */
export type TabPanels = 'each' | 'one';

const panelId = (tabsId: string, tab: string, panels: TabPanels) =>
  panels === 'each' ? `${tabsId}-panel-${tab}` : `${tabsId}-panel`;

/** The ARIA wiring of a tab panel: spread it on the element that holds the panel's content. */
export function tabPanelProps(tabsId: string, tab: string, panels: TabPanels = 'each') {
  return { id: panelId(tabsId, tab, panels), role: 'tabpanel', 'aria-labelledby': tabButtonId(tabsId, tab) } as const;
}

/**
 * A tab list (WAI-ARIA tabs pattern, automatic activation): one tab in the Tab order, the arrow keys move and select
 * (wrapping round), Home and End jump to the first and last. When the row is wider than the screen it scrolls
 * sideways with the selected tab kept in sight and a fade on the side that hides more tabs (`scroll-row`).
 */
export function Tabs<Id extends string>({
  id,
  label,
  tabs,
  active,
  onChange,
  className = 'tabs',
  panels = 'each',
}: {
  /** Prefix of the tab and panel ids (a `useId()`), shared with `tabPanelProps`. */
  id: string;
  /** What the list is about, for screen readers. */
  label: string;
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (tab: Id) => void;
  className?: string;
  panels?: TabPanels;
}) {
  const row = useRef<HTMLDivElement>(null);
  useScrollRow(row, active, '[aria-selected="true"]');

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    document.getElementById(tabButtonId(id, tab.id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div ref={row} className={`${className} scroll-row`} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={tabButtonId(id, tab.id)}
          type="button"
          role="tab"
          className="tab"
          aria-selected={active === tab.id}
          aria-controls={panelId(id, tab.id, panels)}
          tabIndex={active === tab.id ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
