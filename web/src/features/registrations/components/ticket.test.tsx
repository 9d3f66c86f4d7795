import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ticket } from './ticket.tsx';

const props = { eventName: 'Launch Night', timestamp: Date.UTC(2026, 2, 7, 2), guestName: 'Grace', guestHeadline: 'Compilers' };

describe('Ticket', () => {
  it('prints the check-in code under the QR code, in two groups of five', () => {
    render(<Ticket {...props} slug="launch-night-20260306" checkInCode="7KQ2M9XD4R" />);
    expect(screen.getByRole('img', { name: 'Check-in QR code' })).toBeInTheDocument();
    expect(screen.getByText('7KQ2M 9XD4R')).toBeInTheDocument();
    expect(screen.getByText(/Ticket code/)).toBeInTheDocument();
  });

  it('shows a placeholder, and no code, while the code loads', () => {
    render(<Ticket {...props} slug="launch-night-20260306" checkInCode={null} />);
    expect(screen.getByRole('status', { name: 'Loading QR code' })).toBeInTheDocument();
    expect(screen.queryByText(/Ticket code/)).toBeNull();
  });
});
