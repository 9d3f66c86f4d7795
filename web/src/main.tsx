import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { refreshToken } from './features/auth/api.ts';
import { paths } from './lib/paths.ts';
import './index.css';

// docs/product/accounts-and-sign-in.md#sessions: the layout refreshes the stored token once per app load, and nothing waits on it. The
// send-link screen is outside the layout: there an earlier session's refresh could land after the
// new sign-in and put the old token back.
if (window.location.pathname !== paths.loginConfirm()) void refreshToken();

// The first render as a transition: React renders in slices and gives the main thread back between them, so a
// slow phone can paint and take input while the first screen is built (docs/performance.md#lighthouse-budget).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  ),
);
