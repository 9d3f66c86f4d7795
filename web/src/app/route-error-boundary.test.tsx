import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

// What a chunk that is gone after a deploy looks like to React.lazy.
const MissingChunk = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

/** A way to navigate that stays outside the boundary, like the browser's back button. */
function GoToEvents() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/events')}>Events</button>;
}

function openApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <GoToEvents />
      <RouteErrorBoundary>
        <Suspense fallback="Loading...">
          <Routes>
            <Route path="/events" element={<h1>Events</h1>} />
            <Route path="/broken" element={<Broken />} />
            <Route path="/missing" element={<MissingChunk />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  // React reports each caught error on the console.
  const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('shows the error screen when a screen throws, and the screen again after a navigation', async () => {
    quietConsole();
    openApp('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/events');

    await userEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the error screen when a screen's code fails to load", async () => {
    quietConsole();
    openApp('/missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
