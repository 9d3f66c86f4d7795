import { Link, NavLink } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';
import { ButtonLink, buttonClass } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/menu.tsx';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useNavigate } from 'react-router';

/** Opens the create-event dialog: the events landing reacts to `?create=1`. */
export const createEventHref = `${paths.events()}?create=1`;

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-stone-900' : 'text-stone-600 hover:text-stone-900',
  );

/** SPEC §2 header: logo, Events, admin items, Log in or the avatar; a dropdown on phones. */
export function SiteHeader() {
  const { user, isAdmin, status } = useAuth();
  const navigate = useNavigate();
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
          {user ? (
            <div className="sm:hidden">
              <Menu>
                <MenuTrigger className={buttonClass({ variant: 'ghost', size: 'icon' })} aria-label="Open menu">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="h-5 w-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                  >
                    <path d="M3 6h14M3 10h14M3 14h14" />
                  </svg>
                </MenuTrigger>
                <MenuContent>
                  <MenuItem onSelect={() => navigate(paths.profile())}>Profile</MenuItem>
                  <MenuItem onSelect={() => navigate(paths.events())}>Events</MenuItem>
                  {isAdmin ? (
                    <>
                      <MenuItem onSelect={() => navigate(paths.database())}>Database</MenuItem>
                      <MenuItem onSelect={() => navigate(paths.apiKeys())}>API Keys</MenuItem>
                      <MenuItem onSelect={() => navigate(paths.admin())}>Admin</MenuItem>
                      <MenuItem onSelect={() => navigate(createEventHref)}>Create Event</MenuItem>
                    </>
                  ) : null}
                </MenuContent>
              </Menu>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
