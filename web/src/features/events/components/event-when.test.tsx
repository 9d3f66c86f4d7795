import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EventWhen } from './event-when.tsx';

const london = { timestamp: Date.UTC(2026, 9, 24, 17), end_timestamp: Date.UTC(2026, 9, 24, 20), timezone: 'Europe/London' };

/** The viewer's device zone, as the browser reports it. */
function viewerIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('EventWhen', () => {
  it('shows the date and times on the event’s clock, and the viewer’s own start beside them', () => {
    viewerIn('America/Los_Angeles');
    render(<EventWhen event={london} />);
    expect(screen.getByText('October 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('6:00 – 9:00 PM BST')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM PDT your time')).toBeInTheDocument();
  });

  it('says nothing more when the viewer’s clock reads the same', () => {
    viewerIn('Europe/London');
    render(<EventWhen event={london} />);
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it('gives the viewer’s date too when their day differs (Tokyo morning, Los Angeles evening)', () => {
    viewerIn('America/Los_Angeles');
    render(<EventWhen event={{ timestamp: Date.UTC(2026, 2, 9, 0, 30), end_timestamp: null, timezone: 'Asia/Tokyo' }} />);
    expect(screen.getByText('March 9, 2026')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM JST')).toBeInTheDocument();
    expect(screen.getByText('March 8, 5:30 PM PDT your time')).toBeInTheDocument();
  });
});
