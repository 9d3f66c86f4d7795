import type { ReactNode } from 'react';
import { Section } from '../../../components/ui/section.tsx';

/** A titled block of the applicant profile. */
export function ProfileSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Section look="label" level={3} title={title} action={action}>
      {children}
    </Section>
  );
}
