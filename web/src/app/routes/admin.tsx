import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { authKeys } from '../../features/auth/api.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { AdminsPanel } from '../../features/admin/components/admins-panel.tsx';
import { JobsPanel } from '../../features/admin/components/jobs-panel.tsx';

type Tab = 'admins' | 'jobs';

/** /admin (site admins only; the router's admin guard sends others to /events): roles and background jobs. */
export function AdminRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab is in the URL, so a link can open the jobs directly.
  const tab: Tab = searchParams.get('tab') === 'jobs' ? 'jobs' : 'admins';

  return (
    <section aria-labelledby="admin-title" className="space-y-6">
      <header>
        <h1 id="admin-title" className="text-2xl font-semibold tracking-tight text-stone-900">
          Admin
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-stone-600">
          Who runs Hearth, and the e-mails and other work it does in the background.
        </p>
      </header>
      <Tabs value={tab} onValueChange={(next) => setSearchParams(next === 'jobs' ? { tab: 'jobs' } : {}, { replace: true })}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="admins">Admins</TabsTrigger>
          <TabsTrigger value="jobs">Background jobs</TabsTrigger>
        </TabsList>
        <TabsContent value="admins">
          <AdminsPanel
            currentUserId={user?.id}
            // Revoking yourself: the header and the admin guard learn it from the refreshed user.
            onSelfRevoked={() => void queryClient.invalidateQueries({ queryKey: authKeys.me })}
          />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
