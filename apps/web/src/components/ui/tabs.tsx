import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/**
 * Tabs on Radix UI's Tabs: arrow keys, Home and End move between tabs (roving focus), each tab
 * names its panel, and only the chosen panel is mounted.
 */
export function Tabs<T extends string>({
  value,
  onChange,
  children,
}: {
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onChange(v as T)} activationMode="automatic">
      {children}
    </RadixTabs.Root>
  );
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RadixTabs.List aria-label={label} className="mt-5 flex gap-1 border-b border-line">
      {children}
    </RadixTabs.List>
  );
}

export function Tab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-primary data-[state=active]:text-primary"
    >
      {children}
    </RadixTabs.Trigger>
  );
}

export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className={className}>
      {children}
    </RadixTabs.Content>
  );
}
