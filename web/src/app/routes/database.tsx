import { DatabaseScreen } from '../../features/search/components/database-screen.tsx';

/** docs/product/site-and-layout.md#routes /database (admins only; the router's admin guard sends others to /events). */
export function DatabaseRoute() {
  return <DatabaseScreen />;
}
