import { useParams } from 'react-router';
import { CheckInScreen } from '../../features/check-in/components/check-in-screen.tsx';

/** docs/product/registrations.md#check-in /events/{slug}/check-in: the event's hosts and site admins check guests in. */
export function EventCheckInRoute() {
  const { slug = '' } = useParams();
  return <CheckInScreen slug={slug} />;
}
