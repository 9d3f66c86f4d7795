import { Badge } from '../../../components/ui/badge.tsx';

/**
 * docs/product/registrations.md#one-step-rsvp: the manager says when an event takes guests without a host's
 * approval; an event that needs approval, as most do, says nothing.
 */
export function RegistrationMode({ approvalRequired }: { approvalRequired: boolean }) {
  if (approvalRequired) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
      <Badge tone="info">One-step RSVP</Badge>
      <span>Guests are approved at once while places last, then join the waitlist.</span>
    </p>
  );
}
