import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';
import type { EventBadge } from '../event-view.ts';

/** An event's badges as the list named Status (docs/product/events.md#event-card); nothing when there are none. */
export function StatusBadges({ badges, className }: { badges: EventBadge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Status">
      {badges.map((badge) => (
        <li key={badge.label}>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
