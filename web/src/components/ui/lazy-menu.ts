import { useEffect, useRef, useState, type RefObject } from 'react';

/** A press the placeholder took before the menu's code arrived. */
export type MenuPress = 'none' | 'pointer' | 'keyboard';

/** What the placeholder hands to the menu that takes its place. */
export type MenuHandoff = { openAtOnce?: MenuPress; placeholderFocused?: RefObject<boolean> };

/**
 * A menu button whose menu code (Radix and its positioning) is never part of a first screen: the
 * placeholder fetches it when someone points at, focuses or presses it; a press taken meanwhile is
 * remembered and the menu opens as soon as the code is there (from the keyboard on its first item),
 * so a quick tap is never lost. No Suspense: the placeholder stays mounted, and focused, meanwhile.
 * `load` must be stable (a module-level function).
 */
export function useLazyMenu<Menu>(load: () => Promise<Menu>) {
  const [menu, setMenu] = useState<{ Menu: Menu } | null>(null);
  const [press, setPress] = useState<MenuPress>('none');
  const placeholderFocused = useRef(false);
  const fetching = useRef(false);
  const fetchMenu = () => {
    if (fetching.current) return;
    fetching.current = true;
    load().then(
      (Menu) => setMenu({ Menu }),
      // A failed fetch (offline, a new deploy) lets the next reach try again.
      () => (fetching.current = false),
    );
  };
  const placeholderProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'aria-busy': press !== 'none',
    onPointerEnter: fetchMenu,
    onTouchStart: fetchMenu,
    onFocus: () => {
      placeholderFocused.current = true;
      fetchMenu();
    },
    onBlur: () => (placeholderFocused.current = false),
    onClick: (event: { detail: number }) => {
      fetchMenu();
      // A click from Enter or Space has no pointer position: detail is 0.
      setPress(event.detail === 0 ? 'keyboard' : 'pointer');
    },
  };
  const handoff: MenuHandoff = { openAtOnce: press, placeholderFocused };
  return { Menu: menu?.Menu ?? null, handoff, placeholderProps };
}

/**
 * In the loaded menu, once, as its trigger takes the placeholder's place: focus stays on it, and a
 * key pressed on the placeholder is pressed again here, so Radix opens the menu on its first item.
 */
export function useMenuHandoff(trigger: RefObject<HTMLButtonElement | null>, { openAtOnce, placeholderFocused }: MenuHandoff) {
  useEffect(() => {
    const button = trigger.current;
    if (!button) return;
    if (openAtOnce === 'keyboard') {
      button.focus();
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    } else if (placeholderFocused?.current) {
      button.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at mount: the placeholder is gone afterwards
  }, []);
}
