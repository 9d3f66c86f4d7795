import type { Company } from '@hearth/contract/search';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { KeyHint } from '../../../components/ui/key-hint.tsx';
import { useCompany, useTalent } from '../api.ts';
import { CompanyProfile } from './company-profile.tsx';
import { TalentProfile } from './talent-profile.tsx';

export type Extra = { type: 'Talent'; id: string } | { type: 'Company'; url: string };

type Props = {
  extra: Extra | null;
  onClose: () => void;
  tracked: (company: Company) => boolean;
  onToggleTracked: (company: Company) => void;
  onOpen: (extra: Extra) => void;
};

/** docs/product/search.md#screen: the detail overlay of a linked talent or company, with Close/ESC and 'Loading...'. */
export function DetailOverlay({ extra, onClose, tracked, onToggleTracked, onOpen }: Props) {
  return (
    <Dialog open={extra !== null} onOpenChange={(open) => !open && onClose()} title={extra?.type ?? 'Profile'} size="lg">
      {extra?.type === 'Talent' ? <TalentDetail id={extra.id} onOpen={onOpen} /> : null}
      {extra?.type === 'Company' ? (
        <CompanyDetail url={extra.url} tracked={tracked} onToggleTracked={onToggleTracked} onOpen={onOpen} />
      ) : null}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close<KeyHint> (ESC)</KeyHint>
        </Button>
      </div>
    </Dialog>
  );
}

function TalentDetail({ id, onOpen }: { id: string; onOpen: Props['onOpen'] }) {
  const query = useTalent(id);
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) return <p className="text-sm text-stone-600">This profile could not be loaded.</p>;
  return (
    <TalentProfile
      talent={query.data.user}
      evidence={query.data.evidence}
      hasAccount={query.data.has_account}
      onOpenCompany={(companyId) => onOpen({ type: 'Company', url: companyId })}
    />
  );
}

function CompanyDetail({
  url,
  tracked,
  onToggleTracked,
  onOpen,
}: { url: string } & Pick<Props, 'tracked' | 'onToggleTracked' | 'onOpen'>) {
  const query = useCompany(url);
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) return <p className="text-sm text-stone-600">This company could not be loaded.</p>;
  const company = { ...query.data, isTracked: tracked(query.data) };
  return (
    <CompanyProfile
      company={company}
      onToggleTracked={() => onToggleTracked(company)}
      onOpenTalent={(id) => onOpen({ type: 'Talent', id })}
    />
  );
}
