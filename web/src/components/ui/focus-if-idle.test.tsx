import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { focusIfIdle } from './focus-if-idle.ts';

describe('focusIfIdle', () => {
  it('focuses the field when nothing has focus', () => {
    render(<input aria-label="Email" ref={focusIfIdle} />);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('leaves focus where the person put it', () => {
    const { rerender } = render(<button type="button">Open menu</button>);
    screen.getByRole('button', { name: 'Open menu' }).focus();
    rerender(
      <>
        <button type="button">Open menu</button>
        <input aria-label="Email" ref={focusIfIdle} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
