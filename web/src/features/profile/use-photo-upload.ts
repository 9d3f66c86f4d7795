import { useEffect, useRef, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@hearth/contract/upload-rules';
import { startPhotoUpload } from './api.ts';
import type { UploadError, UploadState, UploadTask } from './upload-task.ts';

const ACTIVE: UploadState[] = ['running', 'pausing', 'paused', 'canceling'];

/**
 * The avatar upload of the edit dialog (docs/product/profiles-and-projects.md#photo-upload: idle, uploading, done). A failure
 * is logged and clears the uploading state; nothing else changes (docs/product/profiles-and-projects.md#photo-upload), apart from a short
 * note under the photo saying why.
 */
export function usePhotoUpload(onUploaded: (url: string) => void) {
  const task = useRef<UploadTask | null>(null);
  const [state, setState] = useState<UploadState | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Leaving the dialog stops an upload still in flight.
  useEffect(() => () => void task.current?.cancel(), []);

  const start = (file: File) => {
    task.current?.cancel();
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setError('Please choose a PNG, JPEG, GIF or WebP image.');
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      setError('The photo is too large (at most 10 MB).');
      return;
    }
    setError(null);
    setProgress(0);
    const current = startPhotoUpload(file, {
      onStateChange: (next) => setState(next),
      onProgress: (bytes, total) => setProgress(total ? bytes / total : 0),
    });
    task.current = current;
    setState(current.state);
    current.done.then(
      (url) => {
        if (task.current === current) onUploaded(url);
      },
      (failure: UploadError) => {
        if (failure.code === 'canceled' || task.current !== current) return;
        console.warn('profile photo upload failed', failure);
        setError(failure.message);
      },
    );
  };

  const cancel = () => {
    task.current?.cancel();
    task.current = null;
    setState(null);
  };

  return { start, cancel, progress, error, uploading: state !== null && ACTIVE.includes(state) };
}
