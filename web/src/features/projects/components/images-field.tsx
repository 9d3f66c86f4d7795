import { useId, useState } from 'react';
import { MAX_PROJECT_IMAGES } from '@hearth/contract/projects';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadProjectImage } from '../api.ts';
import { isSafeImage } from '../safe-image.ts';

/**
 * docs/product/profiles-and-projects.md#project-images: up to 5 images, uploaded like posters; the first is
 * the cover ('Make cover' moves one first).
 */
export function ImagesField({
  images,
  onChange,
  onUploading,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const add = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_PROJECT_IMAGES - images.length);
    if (chosen.length === 0) return;
    setError(null);
    setUploading(true);
    onUploading(true);
    const added: string[] = [];
    try {
      for (const file of chosen) added.push((await uploadProjectImage(file)).file_url);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.kind === 'response' ? caught.message : 'The image could not be uploaded.');
    } finally {
      onChange([...images, ...added]);
      setUploading(false);
      onUploading(false);
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Images</legend>
      <p className="text-xs text-stone-600">Up to {MAX_PROJECT_IMAGES} images (SVG, PNG, JPG or GIF). The first is the cover.</p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Project images">
          {images.map((src, index) => (
            <li key={`${src}-${index}`} className="space-y-1">
              {isSafeImage(src) ? (
                <img src={src} alt={`Image ${index + 1}`} className="aspect-video w-full rounded-lg object-cover" />
              ) : null}
              <div className="flex flex-wrap gap-1">
                {index === 0 ? (
                  <span className="px-2 text-xs font-medium text-stone-700">Cover</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Make image ${index + 1} the cover`}
                    onClick={() => onChange([src, ...images.filter((_, position) => position !== index)])}
                  >
                    Make cover
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(images.filter((_, position) => position !== index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length < MAX_PROJECT_IMAGES ? (
        <div>
          <label htmlFor={`${id}-file`} className="sr-only">
            Add images
          </label>
          <input
            id={`${id}-file`}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/gif,image/svg+xml"
            disabled={uploading}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
      ) : null}
      {uploading ? <p className="text-xs text-stone-600">Uploading...</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
