import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ProfileUpdateSchema, type User } from '@hearth/contract/user';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { useUpdateProfile } from '../api.ts';
import { emptiedFieldMessage, hasEmptyRequiredField, profileFormValues } from '../profile-form.ts';
import { usePhotoUpload } from '../use-photo-upload.ts';
import { AvatarUpload } from './avatar-upload.tsx';

type EditProfileDialogProps = DialogOpenProps & {
  user: User;
  /** Called with the saved profile (the route then follows redirectUrl, or closes the dialog). */
  onSaved: (user: User) => void;
};

/**
 * docs/product/profiles-and-projects.md#edit-profile dialog. Forced ('Complete Your Profile': no close button, no Esc, no
 * Cancel) while the user has no name; otherwise 'Edit Profile'.
 */
export function EditProfileDialog({ user, open, onOpenChange, onSaved }: EditProfileDialogProps) {
  const forced = !user.name.trim();
  return (
    <Dialog
      open={open || forced}
      onOpenChange={onOpenChange}
      forced={forced}
      title={forced ? 'Complete Your Profile' : 'Edit Profile'}
    >
      {/* Mounted only while open, so every opening starts from the saved profile. */}
      <EditProfileForm user={user} forced={forced} onCancel={() => onOpenChange(false)} onSaved={onSaved} />
    </Dialog>
  );
}

type FormOutput = z.output<typeof ProfileUpdateSchema>;

/** docs/product/profiles-and-projects.md#edit-profile: the profile's links, in this order. */
const LINK_FIELDS = [
  { name: 'linkedInURL', label: 'LinkedIn URL*', placeholder: 'https://www.linkedin.com/in/your-name' },
  { name: 'githubURL', label: 'GitHub URL', placeholder: 'https://github.com/your-name' },
  { name: 'twitterURL', label: 'Twitter/X URL', placeholder: 'https://x.com/your-name' },
] as const;

function EditProfileForm({
  user,
  forced,
  onCancel,
  onSaved,
}: {
  user: User;
  forced: boolean;
  onCancel: () => void;
  onSaved: (user: User) => void;
}) {
  const initial = profileFormValues(user);
  // Checked when a field is left, then as it changes, so a bad link is named before Save.
  const form = useZodForm(ProfileUpdateSchema, { defaultValues: initial, mode: 'onTouched' });
  const { register, formState, setValue, reset, clearErrors, control } = form;
  const values = useWatch({ control });
  const mutation = useUpdateProfile();
  const photo = usePhotoUpload((url) => setValue('photoURL', url, { shouldDirty: true }));
  const requiredEmpty = hasEmptyRequiredField(values);
  const errors = formState.errors;
  // Save is disabled while a required field is empty, so an emptied one says why at once.
  const { dirtyFields, touchedFields } = formState; // read in render: react-hook-form updates what is read
  const errorOf = (field: 'name' | 'headline' | 'linkedInURL') =>
    errors[field]?.message ?? emptiedFieldMessage(field, values, { dirtyFields, touchedFields });

  const save = async (input: FormOutput) => {
    const saved = await mutation.mutateAsync(input);
    toast.success('Profile saved');
    onSaved(saved);
  };

  // docs/product/profiles-and-projects.md#edit-profile: cancel restores the initial values and clears errors.
  const cancel = () => {
    photo.cancel();
    reset(initial);
    clearErrors();
    onCancel();
  };

  return (
    <Form form={form} onSubmit={save} className="space-y-5">
      <AvatarUpload
        photoURL={values.photoURL}
        name={values.name ?? ''}
        uploading={photo.uploading}
        progress={photo.progress}
        error={photo.error}
        onSelect={photo.start}
        onCancel={photo.cancel}
      />
      {/* Focus starts in the first field, not on the photo button (Radix keeps a focused field). */}
      <TextField label="Name*" error={errorOf('name')} autoComplete="name" autoFocus {...register('name')} />
      <TextField
        label="Headline (One-line bio)*"
        error={errorOf('headline')}
        placeholder="e.g. Founder/dev @ link.ai"
        {...register('headline')}
      />
      {LINK_FIELDS.map(({ name, label, placeholder }) => (
        <TextField
          key={name}
          label={label}
          error={name === 'linkedInURL' ? errorOf(name) : errors[name]?.message}
          type="url"
          inputMode="url"
          placeholder={placeholder}
          {...register(name)}
        />
      ))}
      <div className="space-y-1">
        <Checkbox
          checked={values.show_upcoming_events ?? false}
          onCheckedChange={(checked) => setValue('show_upcoming_events', checked, { shouldDirty: true })}
          label="Show my upcoming events on my profile"
        />
        <p className="pl-6 text-xs text-stone-600">
          Others then see the upcoming events you host or go to, if they may see those events. Past public events show either way.
        </p>
      </div>
      <div className="space-y-1">
        <Checkbox
          checked={values.appear_in_search ?? true}
          onCheckedChange={(checked) => setValue('appear_in_search', checked, { shouldDirty: true })}
          label="Show me in talent search (site admins only)"
        />
        <p className="pl-6 text-xs text-stone-600">
          Hearth&apos;s site admins can then find your profile, projects, awards and the events you attended when they look for
          people to introduce. Untick it to leave the search at once.
        </p>
      </div>
      {errors.root?.server ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      ) : null}
      {requiredEmpty ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          A complete profile is required for event registration.
        </p>
      ) : null}
      <DialogFooter>
        {forced ? null : (
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={requiredEmpty || photo.uploading || formState.isSubmitting}>
          {photo.uploading ? 'Uploading...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
