import { lazyDialog } from './lazy-dialog.tsx';

/** ConfirmDialog, with its code (and the dialog library's) loaded when it first opens. */
export const LazyConfirmDialog = lazyDialog(() => import('./confirm-dialog.tsx').then((module) => module.ConfirmDialog));
