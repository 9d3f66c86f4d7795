import type { ComponentProps } from 'react';
import { Input } from './field.tsx';

/** A search field named by `label` for screen readers (the placeholder says what it searches); hands on the text as typed. */
export function SearchInput({
  label,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type' | 'onChange'> & { label: string; onValueChange: (value: string) => void }) {
  return <Input type="search" aria-label={label} {...props} onChange={(event) => onValueChange(event.target.value)} />;
}
