import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { toast } from 'sonner';
import { POSTER_ACCEPT, POSTER_MAX_BYTES } from '@hearth/contract/events';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { runAction } from '../../../lib/action.ts';
import { uploadPoster } from '../api.ts';
import { EventImage } from './event-image.tsx';

/** docs/product/events.md#posters poster upload dropzone: SVG, PNG, JPG, GIF; the server checks the content again. */
export function PosterDropzone({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: Object.fromEntries(Object.entries(POSTER_ACCEPT).map(([type, extensions]) => [type, [...extensions]])),
    maxSize: POSTER_MAX_BYTES,
    multiple: false,
    // The drop area is not a control itself (no nested interactive content); the button opens the picker.
    noClick: true,
    noKeyboard: true,
    disabled: uploading,
    onDropRejected: () => {
      toast.error('Posters must be SVG, PNG, JPG or GIF images of at most 5 MB.');
    },
    onDropAccepted: async ([file]) => {
      if (!file) return;
      setUploading(true);
      const result = await runAction(() => uploadPoster(file), { success: 'Poster uploaded.' });
      setUploading(false);
      if (result) onChange(result.file_url);
    },
  });
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-stone-800">Poster</span>
      <div className="flex items-start gap-4">
        {value ? <EventImage src={value} className="h-24 w-24 rounded-xl border border-stone-200" /> : null}
        <div
          {...getRootProps({
            className: cn(
              'flex min-h-24 flex-1 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-4 text-center text-sm transition-colors',
              isDragActive ? 'border-accent-500 bg-accent-50' : 'border-stone-300 bg-stone-50',
            ),
          })}
        >
          <input {...getInputProps({ 'aria-label': 'Upload a poster' })} />
          <span className="text-stone-700">
            {uploading ? 'Uploading...' : isDragActive ? 'Drop the poster here' : 'Drop a poster here, or'}
          </span>
          {uploading || isDragActive ? null : (
            <Button variant="secondary" size="sm" onClick={open} aria-describedby="poster-types">
              Choose a file
            </Button>
          )}
          <span id="poster-types" className="text-xs text-stone-600">
            SVG, PNG, JPG or GIF, up to 5 MB
          </span>
        </div>
      </div>
      {value ? (
        <Button variant="ghost" size="sm" onClick={() => onChange('')}>
          Remove poster
        </Button>
      ) : null}
    </div>
  );
}
