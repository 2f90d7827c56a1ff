import { Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel; leave out when the page renders the content itself. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabNavProps {
  tabs: readonly TabItem[];
  /** Controlled value; with `onChange`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /**
   * Asked before every switch; false refuses it (the data sheet refuses while the form
   * has errors). May be async, e.g. `canLeave={() => form.trigger()}`.
   */
  canLeave?: () => boolean | Promise<boolean>;
  /** Shown when a switch was refused. */
  refusedMessage?: string;
  /** The tab list's accessible name. */
  label?: string;
  /** The active tab's content when tabs have no `content` of their own. */
  children?: ReactNode;
}

export const TAB_REFUSED_MESSAGE = 'Bitte korrigieren Sie zuerst die markierten Eingaben, bevor Sie den Reiter wechseln.';

/** Tabs that can refuse a switch. Arrow keys move focus; Enter or Space (or a click) switches. */
export function TabNav({
  tabs,
  value,
  defaultValue,
  onChange,
  canLeave,
  refusedMessage = TAB_REFUSED_MESSAGE,
  label,
  children,
}: TabNavProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? tabs[0]?.value ?? '');
  const [refused, setRefused] = useState(false);
  const current = value ?? ownValue;

  async function requestSwitch(next: string) {
    if (next === current) return;
    const allowed = canLeave ? await canLeave() : true;
    setRefused(!allowed);
    if (!allowed) return;
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }

  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) => void requestSwitch(details.value)}
      activationMode="manual"
      colorPalette="brand"
      variant="line"
      lazyMount
    >
      <Tabs.List aria-label={label} flexWrap="wrap">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {refused ? (
        <Text role="alert" color="red.700" fontSize="sm" mt="2">
          {refusedMessage}
        </Text>
      ) : null}
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content ?? (tab.value === current ? children : null)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
