import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../ui/spinner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall below the header: the footer starts below the fold, so a page filling
          in after its loading state never pushes it (a layout shift) out of view. */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-3.5rem)] w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {/* The header stays while a screen's code loads on the first visit. */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
