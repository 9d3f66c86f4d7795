import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout.tsx';
import { LoadingScreen } from '../components/ui/spinner.tsx';
import { RequireAdmin, RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** A screen exported by name from its own module, loaded on its first visit. */
const lazyScreen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const LoginConfirmRoute = lazyScreen(() => import('./routes/login-confirm.tsx'), 'LoginConfirmRoute');
const LoginRoute = lazyScreen(() => import('./routes/login.tsx'), 'LoginRoute');
const EventsRoute = lazyScreen(() => import('./routes/events.tsx'), 'EventsRoute');
const EventDetailRoute = lazyScreen(() => import('./routes/event-detail.tsx'), 'EventDetailRoute');
const EventManagerRoute = lazyScreen(() => import('./routes/event-manager.tsx'), 'EventManagerRoute');
const UserProfileRoute = lazyScreen(() => import('./routes/user-profile.tsx'), 'UserProfileRoute');
const ProfileRoute = lazyScreen(() => import('./routes/profile.tsx'), 'ProfileRoute');
const EventInviteRoute = lazyScreen(() => import('./routes/event-invite.tsx'), 'EventInviteRoute');
const EventCheckInRoute = lazyScreen(() => import('./routes/event-check-in.tsx'), 'EventCheckInRoute');
const EventProjectsRoute = lazyScreen(() => import('./routes/event-projects.tsx'), 'EventProjectsRoute');
const ProjectRoute = lazyScreen(() => import('./routes/project.tsx'), 'ProjectRoute');
const EventJudgingRoute = lazyScreen(() => import('./routes/event-judging.tsx'), 'EventJudgingRoute');
const ApiKeysRoute = lazyScreen(() => import('./routes/api-keys.tsx'), 'ApiKeysRoute');
const WebhooksRoute = lazyScreen(() => import('./routes/webhooks.tsx'), 'WebhooksRoute');
const DatabaseRoute = lazyScreen(() => import('./routes/database.tsx'), 'DatabaseRoute');
const AdminRoute = lazyScreen(() => import('./routes/admin.tsx'), 'AdminRoute');
const NotFoundRoute = lazyScreen(() => import('./routes/not-found.tsx'), 'NotFoundRoute');

/**
 * docs/product/profiles-and-projects.md#profile: the profile's queries start while the screen's code downloads, not after it. They start
 * during render because nothing earlier knows the user id; prefetching is idempotent (cached or in
 * flight answers are reused). The prefetch is loaded beside the screen, off the entry chunk.
 */
function UserProfileScreen() {
  const userId = useParams().userId ?? '';
  void import('./prefetch-user-profile.ts').then((module) => module.prefetchUserProfile(userId));
  return <UserProfileRoute />;
}

/**
 * docs/product/site-and-layout.md#routes route table; every screen is its own lazily loaded module. There is one Suspense boundary
 * above all routes: BrowserRouter applies each navigation in a transition, so the current page stays
 * until the next screen's code has arrived and only the very first screen shows the loading fallback.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/login-confirm" element={<LoginConfirmRoute />} />
          <Route path="/" element={<SiteLayout />}>
            <Route index element={<Navigate to="/events" replace />} />
            <Route path="login" element={<LoginRoute />} />
            <Route path="events" element={<EventsRoute />} />
            <Route path="events/:slug" element={<EventDetailRoute />} />
            <Route path="events/:slug/manager" element={<EventManagerRoute />} />
            <Route path="events/:slug/projects" element={<EventProjectsRoute />} />
            <Route path="projects/:id" element={<ProjectRoute />} />
            <Route path="events/:slug/invite" element={<EventInviteRoute />} />
            <Route path="user/:userId" element={<UserProfileScreen />} />
            <Route element={<RequireAuth />}>
              <Route path="profile" element={<ProfileRoute />} />
              <Route path="events/:slug/check-in" element={<EventCheckInRoute />} />
              <Route path="events/:slug/judging" element={<EventJudgingRoute />} />
            </Route>
            <Route element={<RequireAdmin />}>
              <Route path="api-keys" element={<ApiKeysRoute />} />
              <Route path="webhooks" element={<WebhooksRoute />} />
              <Route path="database" element={<DatabaseRoute />} />
              <Route path="admin" element={<AdminRoute />} />
            </Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
