import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Project } from '@hearth/contract/projects';
import { ProjectCard } from './project-card.tsx';

const project: Project = {
  id: 'p1',
  name: 'PaperPilot',
  description: 'Reads papers.',
  imageSrc: null,
  images: [],
  videoURL: null,
  demoURL: null,
  track: null,
  techStack: 'Python, Postgres',
  slidesURL: 'https://slides.example/p',
  githubRepoURL: 'javascript:alert(1)',
  event: { event_id: 'e1', event_name: 'Winter Hackathon' },
  awards: [
    { award_name: 'Grand Prize', award_weight: 1 },
    { award_name: 'Runner-up', award_weight: 2 },
    { award_name: 'Best Demo', award_weight: 3 },
    { award_name: 'Honourable Mention', award_weight: 7 },
  ],
  teamMembers: [{ member_id: 'u1', member_name: 'Ada Park' }],
  mentors: [],
  creator_id: 'u1',
};

const renderCard = (props: Partial<Parameters<typeof ProjectCard>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ProjectCard project={project} canManage={false} canSeeMembers={false} {...props} />
    </MemoryRouter>,
  );

describe('ProjectCard', () => {
  it('shows award badges gold, silver, bronze and plain, the stack, and only http(s) links', () => {
    renderCard({ showEvent: true });
    const awards = within(screen.getByRole('list', { name: 'Awards' }));
    expect(awards.getByText('Grand Prize').closest('[data-tone]')).toHaveAttribute('data-tone', 'gold');
    expect(awards.getByText('Runner-up').closest('[data-tone]')).toHaveAttribute('data-tone', 'silver');
    expect(awards.getByText('Best Demo').closest('[data-tone]')).toHaveAttribute('data-tone', 'bronze');
    expect(awards.getByText('Honourable Mention').closest('[data-tone]')).toHaveAttribute('data-tone', 'plain');
    expect(screen.getByText('Stack:').parentElement).toHaveTextContent('Stack: Python, Postgres');
    expect(screen.getByText('Event:').parentElement).toHaveTextContent('Event: Winter Hackathon');
    expect(screen.getByRole('link', { name: 'Slides' })).toHaveAttribute('href', 'https://slides.example/p');
    expect(screen.queryByRole('link', { name: 'Github' })).not.toBeInTheDocument();
  });

  it('hides the event line, member links and edit/delete for visitors', () => {
    renderCard();
    expect(screen.queryByText('Event:')).not.toBeInTheDocument();
    expect(screen.getByText('Ada Park')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ada Park' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('links members for admins and event admins, and offers edit and delete to those allowed', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderCard({ canManage: true, canSeeMembers: true, onEdit, onDelete });
    expect(screen.getByRole('link', { name: 'Ada Park' })).toHaveAttribute('href', '/user/u1');
    await userEvent.click(screen.getByRole('button', { name: 'Edit PaperPilot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete PaperPilot' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('offers Leave to a member when given, and nothing to visitors', async () => {
    const onLeave = vi.fn();
    renderCard({ onLeave });
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave PaperPilot' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
