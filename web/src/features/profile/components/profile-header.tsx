import type { User } from '@hearth/contract/user';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { photoSource } from '../photo-source.ts';
import { ProfileLinks } from './profile-links.tsx';

type ProfileHeaderProps = {
  user: User;
  /** Own profile: 'Edit Profile' and 'Log out' (docs/product/profiles-and-projects.md#profile-header). */
  isOwner: boolean;
  onEdit?: () => void;
  onLogOut?: () => void;
  loggingOut?: boolean;
};

/**
 * docs/product/profiles-and-projects.md#profile-header: photo (default avatar if none), name, e-mail, headline and links. The
 * e-mail is shown only when the server sent it: to the owner and to site admins
 * (docs/decisions/002-profile-email-privacy.md).
 */
export function ProfileHeader({ user, isOwner, onEdit, onLogOut, loggingOut = false }: ProfileHeaderProps) {
  return (
    <header className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-xs sm:flex-row sm:items-start sm:p-8">
      <Avatar src={photoSource(user.photoURL)} name={user.name || 'This user'} size="xl" className="ring-4" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="space-y-1">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">
            {user.name || 'Unnamed builder'}
          </h1>
          {'email' in user ? <p className="break-all text-sm text-stone-600">{user.email ?? 'Email unmigrated.'}</p> : null}
        </div>
        {user.headline ? <p className="text-base text-stone-800">{user.headline}</p> : null}
        <ProfileLinks user={user} />
      </div>
      {isOwner ? (
        <div className="flex shrink-0 gap-2 sm:flex-col">
          <Button onClick={onEdit}>Edit Profile</Button>
          <Button variant="secondary" onClick={onLogOut} disabled={loggingOut}>
            Log out
          </Button>
        </div>
      ) : null}
    </header>
  );
}
