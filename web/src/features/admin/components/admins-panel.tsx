import { LoadError } from '../../../components/ui/load-error.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { LoadingPanel } from '../../../components/ui/spinner.tsx';
import { useAdmins } from '../api.ts';
import { AdminList } from './admin-list.tsx';
import { GrantAdminForm } from './grant-admin-form.tsx';
import { RoleHistory } from './role-history.tsx';

/** Who the site admins are, granting and revoking the role, and the record of who changed it. */
export function AdminsPanel({ currentUserId, onSelfRevoked }: { currentUserId?: string; onSelfRevoked?: () => void }) {
  const query = useAdmins();
  return (
    <div className="space-y-8">
      <Section look="panel" title="Grant admin">
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <GrantAdminForm />
        </div>
      </Section>

      {query.isPending ? (
        <LoadingPanel />
      ) : query.isError ? (
        <LoadError message="The admins could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Section
            look="panel"
            title={
              <>
                Admins <span className="font-normal text-stone-600">({query.data.admins.length})</span>
              </>
            }
          >
            <AdminList admins={query.data.admins} currentUserId={currentUserId} onSelfRevoked={onSelfRevoked} />
          </Section>
          <Section look="panel" title="Recent changes">
            <RoleHistory changes={query.data.changes} />
          </Section>
        </>
      )}
    </div>
  );
}
