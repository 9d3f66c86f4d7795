import { useState } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusIfPossible(element: Element): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}

/** The first control in `container` that takes focus. */
function focusFirstIn(container: Element): boolean {
  for (const candidate of container.querySelectorAll(TABBABLE)) {
    if (candidate.closest('[inert], [aria-hidden="true"]')) continue;
    if (focusIfPossible(candidate)) return true;
  }
  return false;
}

type Opener = { element: Element; ancestors: Element[] };

function remember(element: Element | null): Opener | null {
  if (!element || element === document.body) return null;
  const ancestors: Element[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  return { element, ancestors };
}

/**
 * Remembers what had focus when a dialog opened and gives it focus back when the dialog closes.
 * A dialog opened without a Radix trigger (every dialog here is controlled) would otherwise leave
 * focus on <body>. The opener is read while rendering the opening, before a field's autoFocus moves
 * focus into the dialog. When the opener is gone by then (a submit replaced 'Request to Attend'
 * with 'Cancel registration', a delete left the page), the nearest surviving ancestor's first
 * control gets focus instead. Ancestors end below <body>: a dialog inside a closing dialog leaves
 * the return to the outer one.
 */
export function useFocusReturn(open: boolean) {
  const [wasOpen, setWasOpen] = useState(false);
  const [opener, setOpener] = useState<Opener | null>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(remember(document.activeElement));
  }
  return {
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (!opener || focusIfPossible(opener.element)) return;
      for (const ancestor of opener.ancestors) {
        if (ancestor.isConnected && focusFirstIn(ancestor)) return;
      }
    },
  };
}
