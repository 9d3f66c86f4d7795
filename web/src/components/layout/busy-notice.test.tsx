import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startRetrying } from '../../lib/busy-retry.ts';
import { BUSY_NOTICE, BusyNotice } from './busy-notice.tsx';

const renderNotice = () => render(<BusyNotice />).container.querySelector('[aria-live="polite"]');

describe('BusyNotice', () => {
  it('is an empty polite live region while no call waits out a busy server, and no loading state', () => {
    const region = renderNotice();
    expect(region).toBeEmptyDOMElement();
    // Screens count their loading states by the status role.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the server is busy while any call retries, until the last one settles', () => {
    const region = renderNotice();
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = startRetrying();
      endSecond = startRetrying();
    });
    expect(region).toHaveTextContent(BUSY_NOTICE);
    act(() => endFirst());
    act(() => endFirst());
    expect(region).toHaveTextContent(BUSY_NOTICE);
    act(() => endSecond());
    expect(region).toBeEmptyDOMElement();
  });
});
