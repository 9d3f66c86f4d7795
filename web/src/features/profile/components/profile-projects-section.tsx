import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { EmptyState } from './empty-state.tsx';

type ProfileProjectsSectionProps = {
  /** The project cards (composed by the route once projects exist); none shows the empty state. */
  children?: ReactNode;
  /** Own profile: the 'Add New Project' button (docs/product/profiles-and-projects.md#profile). */
  isOwner: boolean;
  /** Opens the project dialog; until the projects feature provides it the button is disabled. */
  onAddProject?: () => void;
  /** Own profile: invitations to project teams, above the cards. */
  invitations?: ReactNode;
};

/** docs/product/profiles-and-projects.md#profile: the Projects section with 'Add New Project' and the project cards. */
export function ProfileProjectsSection({ children, isOwner, onAddProject, invitations }: ProfileProjectsSectionProps) {
  const hasProjects = Array.isArray(children) ? children.length > 0 : Boolean(children);
  return (
    <Section
      look="page"
      title="Projects"
      action={
        isOwner ? (
          <Button variant="secondary" size="sm" onClick={onAddProject} disabled={!onAddProject}>
            Add New Project
          </Button>
        ) : null
      }
    >
      {invitations}
      {hasProjects ? (
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      ) : (
        <EmptyState>{isOwner ? 'Projects you build at events will show here.' : 'No projects yet.'}</EmptyState>
      )}
    </Section>
  );
}
