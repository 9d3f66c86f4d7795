import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegistrationMode } from './registration-mode.tsx';

describe('RegistrationMode', () => {
  it('names one-step RSVP and what it does', () => {
    render(<RegistrationMode approvalRequired={false} />);
    expect(screen.getByText('One-step RSVP')).toBeInTheDocument();
    expect(screen.getByText('Guests are approved at once while places last, then join the waitlist.')).toBeInTheDocument();
  });

  it('says nothing for an event that needs approval', () => {
    const { container } = render(<RegistrationMode approvalRequired />);
    expect(container).toBeEmptyDOMElement();
  });
});
