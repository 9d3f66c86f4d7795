import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection.ts';

describe('useSelection', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];

  it('toggles one, selects a range from the last one clicked, and keeps only ids still shown', () => {
    const { result, rerender } = renderHook(({ shown }) => useSelection(shown), { initialProps: { shown: ids } });
    act(() => result.current.toggle('b'));
    act(() => result.current.toggle('d', { range: true }));
    expect(result.current.selected).toEqual(['b', 'c', 'd']);
    act(() => result.current.toggle('c'));
    expect(result.current.selected).toEqual(['b', 'd']);
    rerender({ shown: ['a', 'b', 'c'] });
    expect(result.current.selected).toEqual(['b']);
    act(() => result.current.selectAll());
    expect(result.current.selected).toEqual(['a', 'b', 'c']);
    act(() => result.current.clear());
    expect(result.current.selected).toEqual([]);
  });
});
