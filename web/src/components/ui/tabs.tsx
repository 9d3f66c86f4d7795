import { createContext, use, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * The WAI-ARIA tabs pattern, small enough for the first screen: arrow keys, Home and End move
 * between tabs and select them (automatic activation), only the selected tab is in the Tab order,
 * and a panel is rendered only while selected (unless `forceMount`).
 */
type TabsState = { value: string; select: (value: string) => void; id: (part: 'tab' | 'panel', value: string) => string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside <Tabs>');
  return tabs;
}

type TabsProps = {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
};

export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? ownValue;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    // Values are ours (short words), so they make valid id parts.
    id: (part, tabValue) => `${baseId}-${part}-${tabValue}`,
  };
  return (
    <TabsContext value={state}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index === -1) return;
  event.preventDefault();
  // Focusing a tab selects it (its onFocus).
  tabs[step(index, tabs.length)]?.focus();
}

export function TabsList({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex rounded-lg bg-stone-200/70 p-1', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<HTMLAttributes<HTMLButtonElement>, 'id'> & { value: string; disabled?: boolean };

export function TabsTrigger({ value, className, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.id('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 transition-colors hover:text-stone-900 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...props}
    />
  );
}

type TabsContentProps = Omit<HTMLAttributes<HTMLDivElement>, 'id'> & { value: string; forceMount?: boolean };

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      className={cn('mt-4 outline-none', className)}
      {...props}
    />
  );
}
