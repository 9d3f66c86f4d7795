import { NotFoundScreen } from '../../components/layout/not-found-screen.tsx';

export function NotFoundRoute() {
  return <NotFoundScreen />;
}
