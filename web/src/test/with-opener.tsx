import { useState, type ReactNode } from 'react';

/**
 * A button 'Open dialog' that opens what `render` draws, the way a screen opens a controlled dialog,
 * so a test can check where focus goes when the dialog closes. With `replaceOpener` the button
 * gives way to 'Replacement' once the dialog has opened, as 'Request to Attend' gives way to
 * 'Cancel registration' after a submit.
 */
export function WithOpener({
  render,
  replaceOpener = false,
}: {
  render: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
  replaceOpener?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const replaced = replaceOpener && used && !open;
  return (
    <>
      <button type="button">Elsewhere</button>
      <section>
        {replaced ? (
          <button type="button">Replacement</button>
        ) : (
          <button
            type="button"
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            Open dialog
          </button>
        )}
        <button type="button">After</button>
      </section>
      {render(open, setOpen)}
    </>
  );
}
