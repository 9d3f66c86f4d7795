import { useId, type ReactNode } from 'react';

/** How a section's heading reads and how far its parts stand apart, per kind of screen. */
const LOOKS = {
  /** A page's own blocks (a profile's Projects and Events). */
  page: { section: 'space-y-4', title: 'text-lg font-semibold text-stone-900' },
  /** The blocks of an event's page (About, Speakers, Sponsors). */
  event: { section: 'space-y-3', title: 'text-lg font-semibold tracking-tight text-stone-900' },
  /** The blocks of a tab on an admin screen (Admins, Failed jobs). */
  panel: { section: 'space-y-3', title: 'text-base font-semibold text-stone-900' },
  /** Small labelled blocks inside a panel (an applicant's profile). */
  label: { section: 'space-y-2', title: 'text-sm font-semibold uppercase tracking-wide text-stone-600' },
};

/**
 * A block of a screen named by its heading (screen readers list it by that name), with an optional
 * action beside the title.
 */
export function Section({
  title,
  action,
  look,
  level = 2,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  look: keyof typeof LOOKS;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={id} className={LOOKS[look].title}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={id} className={LOOKS[look].section}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
