import type { Evidence } from '@hearth/contract/search';
import { Badge } from '../../../components/ui/badge.tsx';

const kindLabels: Record<Evidence['kind'], { label: string; tone: 'warning' | 'accent' | 'neutral' }> = {
  award: { label: 'Award', tone: 'warning' },
  project: { label: 'Project', tone: 'accent' },
  event: { label: 'Event', tone: 'neutral' },
};

/** docs/product/search.md#evidence: what the person did on Hearth, one line each, best first. */
export function EvidenceList({ id, evidence }: { id: string; evidence: Evidence[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
        On Hearth
      </h3>
      <ul className="space-y-2">
        {evidence.map((line, index) => (
          <li key={index} className="flex items-start gap-2 text-sm text-stone-800">
            <Badge tone={kindLabels[line.kind].tone} className="mt-0.5 w-16 justify-center">
              {kindLabels[line.kind].label}
            </Badge>
            <span className="min-w-0">{line.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
