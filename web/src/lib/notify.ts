/**
 * Toasts without sonner in the caller's chunk: the library loads with the first toast (the
 * lazy Toaster loads it too). For screens visitors open, where a toast is the exception.
 */
export const notify = {
  success: (message: string) => void import('sonner').then(({ toast }) => toast.success(message)),
  error: (message: string) => void import('sonner').then(({ toast }) => toast.error(message)),
  warning: (message: string) => void import('sonner').then(({ toast }) => toast.warning(message)),
};
