import { useId, type ReactNode } from 'react';

/** A titled block of the applicant profile. */
export function ProfileSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}
