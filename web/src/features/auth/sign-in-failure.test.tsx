import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginConfirmRoute } from '../../app/routes/login-confirm.tsx';
import { LoginRoute } from '../../app/routes/login.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { signInFailureFrom, signInFailureInState } from './sign-in-failure.ts';

type Answer = { status: number; body?: unknown } | 'network';

/** Answers the link's verification with `verify`, and records the new-link requests. */
function mockApi(verify: Answer) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('/api/auth/verify')) {
      if (verify === 'network') throw new TypeError('Failed to fetch');
      return new Response(verify.body === undefined ? null : JSON.stringify(verify.body), { status: verify.status });
    }
    if (url.endsWith('/api/auth/magic-link')) {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected request ${url}`);
  });
  return sent;
}

function openLink(query: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/login-confirm?${query}`]}>
        <Routes>
          <Route path="/login-confirm" element={<LoginConfirmRoute />} />
          <Route path="/login" element={<LoginRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const usedLink = 'email=ada%40example.test&token=a-well-formed-token-value&redirectUrl=%2Fevents%2Fdemo';

afterEach(() => vi.unstubAllGlobals());

describe('/login after a sign-in link that did not sign in', () => {
  it('a used link: says so, fills in the address, and one click sends a new link with the same way back', async () => {
    const sent = mockApi({
      status: 410,
      body: { reason: 'used', email: 'ada@example.test', message: 'This sign-in link has already been used.' },
    });
    openLink(usedLink);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link was already used');
    expect(screen.getByRole('alert')).toHaveTextContent('Each link works once. Send yourself a new one.');
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ada@example.test');

    await userEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Check your email for your sign in link.')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ada@example.test', redirectUrl: '/events/demo' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an expired link: says it expired, with the address', async () => {
    mockApi({ status: 410, body: { reason: 'expired', email: 'ada@example.test', message: 'expired' } });
    openLink(usedLink);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired');
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ada@example.test');
  });

  it("an unknown link: says it is not valid and leaves the address empty (the link's own is not trusted)", async () => {
    mockApi({ status: 404, body: { reason: 'invalid', message: 'not valid' } });
    openLink(usedLink);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is not valid');
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('');
  });

  it('a malformed link (400): not valid', async () => {
    mockApi({ status: 400, body: { message: 'The token (token) must be at least 16 characters.' } });
    openLink('email=ada%40example.test&token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is not valid');
  });

  it('a network failure: says the link could not be checked, not that it is bad', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi('network');
    openLink(usedLink);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your sign-in link');
  });

  it('/login opened directly says nothing of a link', async () => {
    mockApi({ status: 500 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign In or Sign Up with Email Link' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('');
  });
});

describe('signInFailureFrom', () => {
  const response = (status: number, body?: unknown) => new ApiError('x', status, 'response', body);
  it.each([
    [response(410, { reason: 'used', email: 'a@b.test', message: 'x' }), { reason: 'used', email: 'a@b.test' }],
    [response(410, { reason: 'expired', email: 'a@b.test', message: 'x' }), { reason: 'expired', email: 'a@b.test' }],
    [response(404, { reason: 'invalid', message: 'x' }), { reason: 'invalid' }],
    [response(400, { message: 'x' }), { reason: 'invalid' }],
    [response(404, { message: 'x' }), { reason: 'unavailable' }],
    [response(410, { reason: 'made-up', email: 'a@b.test' }), { reason: 'unavailable' }],
    [response(429, { message: 'x' }), { reason: 'unavailable' }],
    [response(500, { message: 'x' }), { reason: 'unavailable' }],
    [new ApiError('x', 0, 'network'), { reason: 'unavailable' }],
    [new Error('x'), { reason: 'unavailable' }],
  ])('%o → %o', (error, expected) => {
    expect(signInFailureFrom(error)).toEqual(expected);
  });
});

describe('signInFailureInState', () => {
  it.each([
    [{ signInFailure: { reason: 'used', email: 'a@b.test' } }, { reason: 'used', email: 'a@b.test' }],
    [{ signInFailure: { reason: 'invalid', email: 5 } }, { reason: 'invalid' }],
    [{ signInFailure: { reason: 'nonsense' } }, null],
    [{ other: true }, null],
    [null, null],
    ['text', null],
  ])('%o → %o', (state, expected) => {
    expect(signInFailureInState(state)).toEqual(expected);
  });
});
