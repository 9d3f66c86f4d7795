import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testEvent } from '../../../test/events.ts';
import { EventCard } from './event-card.tsx';

// 01:30 UTC on 8 March 2026: still 7 March in Los Angeles, already 8 March in Tokyo.
const TIMESTAMP = Date.UTC(2026, 2, 8, 1, 30);

function renderCard(props: Partial<Parameters<typeof EventCard>[0]> = {}) {
  render(
    <MemoryRouter>
      <EventCard event={testEvent({ timestamp: TIMESTAMP, type: 'hackathon' })} {...props} />
    </MemoryRouter>,
  );
}

describe('EventCard date', () => {
  it("shows the date and time on the event's own clock", () => {
    renderCard({ event: testEvent({ timestamp: TIMESTAMP, type: 'hackathon', timezone: 'Asia/Tokyo' }) });
    expect(screen.getByText('March 8, 2026 · 10:30 AM JST')).toBeInTheDocument();
    renderCard({ event: testEvent({ timestamp: TIMESTAMP, type: 'hackathon', timezone: 'America/Los_Angeles' }) });
    expect(screen.getByText('March 7, 2026 · 5:30 PM PST')).toBeInTheDocument();
  });

  it('leaves the date out where a timeline heading already says it', () => {
    renderCard({ showDate: false });
    expect(screen.getByText('5:30 PM PST')).toBeInTheDocument();
    expect(screen.queryByText(/March 7, 2026/)).not.toBeInTheDocument();
  });
});
