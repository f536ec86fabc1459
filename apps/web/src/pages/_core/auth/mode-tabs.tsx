import type { KeyboardEvent } from 'react';

export interface ModeTab<T extends string> {
  value: T;
  label: string;
}

/**
 * A two-item tab bar (WAI-ARIA tabs: arrow keys move between tabs, Home/End jump). Written out
 * because antd's Tabs brings a dropdown and a menu the login page does not need.
 */
export function ModeTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  panelId,
}: {
  label: string;
  tabs: ModeTab<T>[];
  value: T;
  onChange: (value: T) => void;
  panelId: string;
}) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    onChange(next.value);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="cbo-auth__tabs">
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${panelId}-${tab.value}`}
            data-value={tab.value}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="cbo-auth__tab"
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
