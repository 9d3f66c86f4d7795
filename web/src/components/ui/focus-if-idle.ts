/**
 * A ref that focuses its element when it mounts, unless the person has already put focus somewhere:
 * a screen whose code arrives late (the header is usable before it) must not take focus away from
 * the header's menu, or turn the Enter meant for it into a form submit. Module-level, so React calls
 * it once per mount.
 */
export function focusIfIdle(element: HTMLElement | null): void {
  if (element && (document.activeElement === null || document.activeElement === document.body)) element.focus();
}
