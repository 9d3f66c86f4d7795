import { useLayoutEffect, useRef } from 'react';

type Props = {
  id: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Enter (without Shift, and not while an input method composes a word). */
  onSubmit: () => void;
};

/** About eight lines; a longer prompt scrolls inside the box. */
const MAX_HEIGHT_PX = 180;

/**
 * docs/product/search.md#screen: the search box grows with the prompt so the whole of it is read,
 * on a phone too. Enter searches as in a one-line field; Shift+Enter starts a new line.
 */
export function PromptBox({ id, value, placeholder, onChange, onSubmit }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  // Sized to its text after every change, before it is painted (the DOM is the outside world here).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight + 2, MAX_HEIGHT_PX)}px`;
    element.style.overflowY = element.scrollHeight + 2 > MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [value]);
  return (
    <textarea
      ref={box}
      id={id}
      rows={1}
      value={value}
      enterKeyHint="search"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onSubmit();
      }}
      placeholder={placeholder}
      className="min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm leading-5 placeholder:text-stone-500 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/25"
    />
  );
}
