import { useAuth } from '../../features/auth/use-auth.ts';

/** Placeholder until the profile screen lands. */
export function ProfileRoute() {
  const { user } = useAuth();
  return (
    <section>
      <h1 className="text-2xl font-semibold">{user?.name || 'Your profile'}</h1>
      <p className="text-stone-600">{user?.email}</p>
    </section>
  );
}
