import { Link, NavLink } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { createEventHref } from './create-event-href.ts';
import { PhoneMenuSlot } from './phone-menu-slot.tsx';
import { phoneMenuLinks } from './phone-menu-links.ts';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-stone-900' : 'text-stone-600 hover:text-stone-900',
  );

/** docs/product/site-and-layout.md#header: logo, Events, admin items, Log in or the avatar; a menu on phones for everyone. */
export function SiteHeader() {
  const { user, isAdmin, status } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-stone-50/85 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={paths.events()}
          className="mr-2 flex items-center gap-2 font-semibold tracking-tight text-stone-900"
          aria-label="Hearth home"
        >
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span>Hearth</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
          <NavLink to={paths.events()} className={navLink} end>
            Events
          </NavLink>
          {isAdmin ? (
            <>
              <NavLink to={paths.database()} className={navLink}>
                Database
              </NavLink>
              <NavLink to={paths.apiKeys()} className={navLink}>
                API Keys
              </NavLink>
              <NavLink to={paths.admin()} className={navLink}>
                Admin
              </NavLink>
            </>
          ) : null}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isAdmin ? (
            // A wrapper hides it on phones: `hidden` on the button itself loses to its own `inline-flex`.
            <div className="hidden sm:block">
              <ButtonLink to={createEventHref} size="sm">
                Create Event
              </ButtonLink>
            </div>
          ) : null}
          {user ? (
            <Link to={paths.profile()} className="hidden rounded-full sm:block" aria-label="Your profile">
              <Avatar src={user.photoURL} name={user.name} size="sm" />
            </Link>
          ) : status === 'loading' ? null : (
            <ButtonLink to={paths.login()} variant="secondary" size="sm">
              Log in
            </ButtonLink>
          )}
          <div className="sm:hidden">
            <PhoneMenuSlot
              links={phoneMenuLinks({ signedIn: Boolean(user), isAdmin, authLoading: status === 'loading', createEventHref })}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
