import { createBrowserRouter, Navigate } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout.tsx';
import { RequireAdmin, RequireAuth } from '../features/auth/components/require-auth.tsx';
import { refreshToken } from '../features/auth/api.ts';
import { LoadingScreen } from '../components/ui/spinner.tsx';
import { RouteError } from './route-error.tsx';

/** SPEC §2 route table; every screen is its own lazily loaded module. */
export const router = createBrowserRouter([
  {
    path: '/login-confirm',
    lazy: () => import('./routes/login-confirm.tsx').then((m) => ({ Component: m.LoginConfirmRoute })),
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
  },
  {
    path: '/',
    Component: SiteLayout,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    // SPEC §2: the layout refreshes the stored auth token (not awaited: the page never waits on it).
    loader: () => {
      void refreshToken();
      return null;
    },
    shouldRevalidate: () => false,
    children: [
      { index: true, element: <Navigate to="/events" replace /> },
      { path: 'login', lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })) },
      { path: 'events', lazy: () => import('./routes/events.tsx').then((m) => ({ Component: m.EventsRoute })) },
      {
        path: 'events/:slug',
        lazy: () => import('./routes/event-detail.tsx').then((m) => ({ Component: m.EventDetailRoute })),
      },
      {
        path: 'events/:slug/manager',
        lazy: () => import('./routes/event-manager.tsx').then((m) => ({ Component: m.EventManagerRoute })),
      },
      {
        path: 'user/:userId',
        lazy: () => import('./routes/user-profile.tsx').then((m) => ({ Component: m.UserProfileRoute, loader: m.loader })),
      },
      {
        Component: RequireAuth,
        children: [
          { path: 'profile', lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })) },
          {
            path: 'events/:slug/invite',
            lazy: () => import('./routes/event-invite.tsx').then((m) => ({ Component: m.EventInviteRoute })),
          },
          {
            path: 'events/:slug/check-in',
            lazy: () => import('./routes/event-check-in.tsx').then((m) => ({ Component: m.EventCheckInRoute })),
          },
        ],
      },
      {
        Component: RequireAdmin,
        children: [
          { path: 'api-keys', lazy: () => import('./routes/api-keys.tsx').then((m) => ({ Component: m.ApiKeysRoute })) },
          { path: 'database', lazy: () => import('./routes/database.tsx').then((m) => ({ Component: m.DatabaseRoute })) },
          { path: 'admin', lazy: () => import('./routes/admin.tsx').then((m) => ({ Component: m.AdminRoute })) },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);
