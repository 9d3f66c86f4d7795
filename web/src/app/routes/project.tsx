import { useParams } from 'react-router';
import { ProjectPage } from '../../features/projects/components/project-page.tsx';

/** docs/product/profiles-and-projects.md#project-page /projects/{id}. */
export function ProjectRoute() {
  const { id = '' } = useParams();
  return <ProjectPage id={id} />;
}
