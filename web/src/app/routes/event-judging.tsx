import { useParams } from 'react-router';
import { JudgingScreen } from '../../features/judging/components/judging-screen.tsx';

/** docs/product/judging.md#screens /events/{slug}/judging: hosts set up and publish; judges score. */
export function EventJudgingRoute() {
  const { slug = '' } = useParams();
  return <JudgingScreen slug={slug} />;
}
