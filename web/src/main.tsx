import './lib/zod-config.ts';
import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
