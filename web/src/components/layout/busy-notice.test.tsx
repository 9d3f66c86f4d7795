import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startRetrying } from '../../lib/busy-retry.ts';
import { BUSY_NOTICE, BusyNotice } from './busy-notice.tsx';

describe('BusyNotice', () => {
  it('is an empty polite live region while no call waits out a busy server', () => {
    render(<BusyNotice />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('says the server is busy while any call retries, until the last one settles', () => {
    render(<BusyNotice />);
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = startRetrying();
      endSecond = startRetrying();
    });
    expect(screen.getByRole('status')).toHaveTextContent(BUSY_NOTICE);
    act(() => endFirst());
    act(() => endFirst());
    expect(screen.getByRole('status')).toHaveTextContent(BUSY_NOTICE);
    act(() => endSecond());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
