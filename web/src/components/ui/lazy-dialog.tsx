import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it first opens (`load` imports its module): closed, it renders
 * nothing and downloads nothing, so pages that merely may open it stay light.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
