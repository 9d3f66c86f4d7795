import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';

/**
 * The event form (react-hook-form, dropzone, row editors) is for admins and hosts only: it loads when
 * first opened, so visitors of the events pages never download it.
 */
export const LazyEventFormDialog = lazyDialog(() => import('./event-form-dialog.tsx').then((module) => module.EventFormDialog));
