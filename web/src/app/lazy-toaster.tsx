import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));
const interactions = ['pointerdown', 'keydown'] as const;

/**
 * docs/product/site-and-layout.md#toasts: toasts at the top, 3000 ms. Every toast answers something the visitor did, so sonner loads
 * at the first press of a pointer or key, not with the first screen; a toast sent before the Toaster
 * is mounted is shown when it mounts (sonner replays the active ones to a new Toaster).
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    for (const type of interactions) window.addEventListener(type, need, { capture: true, once: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, need, { capture: true });
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/* Plain (not rich-coloured) toasts: their text keeps AA contrast (axe). */}
      {/* 16 px from the top, so two lines of toast stay inside the 6rem an open dialog leaves them (components/ui/dialog.tsx). */}
      <Toaster position="top-center" duration={3000} closeButton offset={16} mobileOffset={16} />
    </Suspense>
  );
}
