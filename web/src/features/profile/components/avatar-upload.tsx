import { useId, useRef } from 'react';
import { PHOTO_TYPES } from '@hearth/contract/upload-rules';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { photoSource } from '../photo-source.ts';

type AvatarUploadProps = {
  photoURL: string | null | undefined;
  name: string;
  uploading: boolean;
  progress: number;
  error: string | null;
  onSelect: (file: File) => void;
  onCancel: () => void;
};

/** docs/product/profiles-and-projects.md#edit-profile edit dialog: the avatar upload field (image files only). */
export function AvatarUpload({ photoURL, name, uploading, progress, error, onSelect, onCancel }: AvatarUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-4">
      <Avatar src={photoSource(photoURL)} name={name || 'Your'} size="lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className="sr-only"
          aria-label="Profile photo"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onSelect(file);
          }}
        />
        {uploading ? (
          <div className="space-y-1.5">
            <div
              role="progressbar"
              aria-label="Photo upload"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full rounded-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <div className="flex items-center justify-between text-xs text-stone-600">
              <span>Uploading... {percent}%</span>
              <button type="button" onClick={onCancel} className="font-medium text-stone-700 underline underline-offset-2">
                Cancel upload
              </button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            {photoURL ? 'Change photo' : 'Upload photo'}
          </Button>
        )}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p className="text-xs text-stone-600">PNG, JPEG, GIF or WebP, up to 10 MB.</p>
        )}
      </div>
    </div>
  );
}
