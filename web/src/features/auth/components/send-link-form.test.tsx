import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordSentBodies } from '../../../test/fake-api.ts';
import { SendLinkForm } from './send-link-form.tsx';

/** Records what the form sends and answers each with `status`. */
const mockMagicLink = (status?: number) => recordSentBodies('/api/auth/magic-link', { status, message: 'Too many links' });

afterEach(() => vi.unstubAllGlobals());

describe('SendLinkForm', () => {
  it('focuses the address when nothing else has focus', () => {
    mockMagicLink();
    render(<SendLinkForm />);
    expect(screen.getByPlaceholderText('Enter your email')).toHaveFocus();
  });

  it('leaves focus alone when something already has it', () => {
    mockMagicLink();
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    render(<SendLinkForm />);
    expect(other).toHaveFocus();
    other.remove();
  });

  it('checks the address on submit only, keeps focus on the button, and sends nothing until it is valid', async () => {
    const sent = mockMagicLink();
    render(<SendLinkForm redirectUrl="/events/demo" />);
    const field = screen.getByPlaceholderText('Enter your email');
    const send = screen.getByRole('button', { name: 'Send Magic Link' });

    await userEvent.click(send);
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(send).toHaveFocus();

    await userEvent.type(field, 'ada');
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(field, '@Example.TEST ');
    await userEvent.click(send);
    expect(await screen.findByText('Check your email for your sign in link.')).toBeInTheDocument();
    expect(screen.getByText('ada@example.test')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ada@example.test', redirectUrl: '/events/demo' }]);
  });

  it('try again shows the form with the address typed before', async () => {
    mockMagicLink();
    render(<SendLinkForm initialEmail="ada@example.test" notice={<p>notice</p>} />);
    expect(screen.getByText('notice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'try again' }));
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ada@example.test');
    expect(screen.queryByText('notice')).not.toBeInTheDocument();
  });

  it('a failed send keeps the form and its address, with the button usable again', async () => {
    mockMagicLink(429);
    render(<SendLinkForm initialEmail="ada@example.test" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('button', { name: 'Send Magic Link' })).toBeEnabled();
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ada@example.test');
    expect(screen.queryByText('Check your email for your sign in link.')).not.toBeInTheDocument();
  });
});
