import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';

/**
 * `/events/{slug}/invite?token=…` (behind sign-in): the e-mailed invite link. It goes on to the
 * event page with the token, which shows Accept and Decline to the invited address.
 */
export function EventInviteRoute() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const target = token ? `${paths.event(slug)}?token=${encodeURIComponent(token)}` : paths.event(slug);
  return <Navigate to={target} replace />;
}
