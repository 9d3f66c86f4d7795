import { lazy, Suspense, type ComponentProps } from 'react';
import type { EventFormDialog as EventFormDialogComponent } from './event-form-dialog.tsx';

const EventFormDialog = lazy(() => import('./event-form-dialog.tsx').then((module) => ({ default: module.EventFormDialog })));

/**
 * The event form (react-hook-form, dropzone, row editors) is for admins and hosts only: it loads when
 * first opened, so visitors of the events pages never download it.
 */
export function LazyEventFormDialog(props: ComponentProps<typeof EventFormDialogComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <EventFormDialog {...props} />
    </Suspense>
  );
}
