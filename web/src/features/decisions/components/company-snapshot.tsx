import { FigureGrid } from '../../../components/ui/figure-grid.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * docs/product/registrations.md#applicant-profile: the company funding snapshot shows fixed placeholder figures. They are labelled as
 * sample figures so nobody reads them as real data.
 */
const PLACEHOLDER = [
  ['Total raised', '$12.5M'],
  ['Last round', 'Series A'],
  ['Investors', '8'],
] as const;

export function CompanySnapshot({ company }: { company: string }) {
  return (
    <ProfileSection title="Company funding snapshot">
      <div className="rounded-xl border border-stone-200 bg-white p-3">
        <p className="text-sm font-medium text-stone-900">{company}</p>
        <FigureGrid figures={PLACEHOLDER} className="grid-cols-3 gap-2" />
        <p className="mt-2 text-xs text-stone-500">Sample figures, not real funding data.</p>
      </div>
    </ProfileSection>
  );
}
