import { useHotkeys } from 'react-hotkeys-hook';

export type DecisionKeyActions = {
  move: (by: 1 | -1) => void;
  approve: () => void;
  decline: () => void;
  open: () => void;
  toggle: () => void;
  help: () => void;
};

/** The decision shortcuts (shown in the `?` help); every one is listed here and in shortcut-help.tsx. */
export const DECISION_SHORTCUTS = [
  { keys: ['j', '↓'], action: 'Next applicant' },
  { keys: ['k', '↑'], action: 'Previous applicant' },
  { keys: ['a'], action: 'Approve (Promote on the waitlist)' },
  { keys: ['d'], action: 'Decline' },
  { keys: ['Enter'], action: 'Open the profile' },
  { keys: ['x'], action: 'Select or unselect for a bulk decision' },
  { keys: ['?'], action: 'Show these shortcuts' },
] as const;

/**
 * Deciding from the keyboard on the registration lists. react-hotkeys-hook ignores keys typed in inputs, selects
 * and text areas, so none fires while the host types.
 */
export function useDecisionKeys(actions: DecisionKeyActions, enabled: boolean) {
  // Not while a dialog (export, confirm, the event form, this help) has the focus.
  const options = {
    enabled: (event: KeyboardEvent) => enabled && !(event.target instanceof Element && event.target.closest('[role="dialog"]')),
    preventDefault: true,
  };
  useHotkeys(['j', 'down'], () => actions.move(1), options, [actions]);
  useHotkeys(['k', 'up'], () => actions.move(-1), options, [actions]);
  useHotkeys('a', actions.approve, options, [actions]);
  useHotkeys('d', actions.decline, options, [actions]);
  useHotkeys('enter', actions.open, options, [actions]);
  useHotkeys('x', actions.toggle, options, [actions]);
  useHotkeys('?', actions.help, { ...options, useKey: true }, [actions]);
}
