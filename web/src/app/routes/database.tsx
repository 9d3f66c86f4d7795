import { DatabaseScreen } from '../../features/database/components/database-screen.tsx';

/** SPEC §2 /database (admins only; the router's admin guard sends others to /events). */
export function DatabaseRoute() {
  return <DatabaseScreen />;
}
