import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PromptBox } from './prompt-box.tsx';

function Harness({ onSubmit }: { onSubmit: (prompt: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="prompt">Search talents</label>
      <PromptBox id="prompt" value={value} placeholder="" onChange={setValue} onSubmit={() => onSubmit(value)} />
    </>
  );
}

describe('the search box (docs/product/search.md#screen)', () => {
  it('searches on Enter, and Shift+Enter starts a new line instead', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Search talents' });
    await userEvent.type(box, 'staff engineer{Shift>}{Enter}{/Shift}who scaled training');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('staff engineer\nwho scaled training');
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('staff engineer\nwho scaled training');
    expect(box).toHaveValue('staff engineer\nwho scaled training');
  });
});
