import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketScanner } from './ticket-scanner.tsx';

const secureContext = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
afterEach(() => {
  if (secureContext) Object.defineProperty(window, 'isSecureContext', secureContext);
  else Reflect.deleteProperty(window, 'isSecureContext');
});

describe('TicketScanner', () => {
  it('passes a typed QR payload on and clears the field for the next guest', async () => {
    const onScan = vi.fn();
    render(<TicketScanner onScan={onScan} busy={false} />);
    const field = screen.getByLabelText('Ticket code');
    await userEvent.type(field, 'HEARTH:launch-night-20260307:aB3x{Enter}');
    expect(onScan).toHaveBeenCalledWith('HEARTH:launch-night-20260307:aB3x');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('says plainly that the camera needs a secure context, and keeps the code field', () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    render(<TicketScanner onScan={() => {}} busy={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Camera scanning needs a secure connection (HTTPS or localhost).');
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
    expect(screen.getByLabelText('Ticket code')).toBeEnabled();
  });
});
