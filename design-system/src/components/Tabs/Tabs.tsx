import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
}

export function Tabs({ tabs, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const firstEnabledValue = tabs.find((tab) => !tab.disabled)?.value;

  return (
    <RadixTabs.Root
      className={clsx(styles.tabs, className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabledValue) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={styles.trigger}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
