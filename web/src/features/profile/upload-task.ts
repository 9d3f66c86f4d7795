import {
  FILE_URL_HEADER,
  PHOTO_RESUMABLE_PATH,
  PHOTO_UPLOAD_PATH,
  RESUMABLE_UPLOAD_THRESHOLD,
} from '@hearth/contract/upload-rules';

/**
 * docs/product/profiles-and-projects.md#photo-upload upload task states. `pausing` and `canceling` are transient: the request in flight is
 * being stopped.
 */
export type UploadState = 'running' | 'paused' | 'success' | 'canceled' | 'error' | 'pausing' | 'canceling';

/** docs/product/profiles-and-projects.md#photo-upload file storage errors, plus what the tus protocol adds. */
export type UploadErrorCode =
  | 'unauthenticated'
  | 'unauthorized'
  | 'not-found'
  | 'too-large'
  | 'invalid-file'
  | 'size-mismatch'
  | 'canceled'
  | 'network'
  | 'unknown';

export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** docs/product/profiles-and-projects.md#photo-upload: the first chunk is 256 KiB; each successful chunk doubles it while it stays under 32 MiB. */
export const FIRST_CHUNK_SIZE = 256 * 1024;
export const CHUNK_SIZE_LIMIT = 32 * 1024 * 1024;
export const nextChunkSize = (size: number) => (size * 2 < CHUNK_SIZE_LIMIT ? size * 2 : size);

export type UploadTaskOptions = {
  /** Extra headers for every request (the bearer token). */
  headers?: () => Record<string, string>;
  /** The HTTP transport; tests pass a fake tus server. */
  fetch?: typeof fetch;
  onStateChange?: (state: UploadState, task: UploadTask) => void;
  onProgress?: (bytesTransferred: number, totalBytes: number) => void;
};

const TUS = { 'Tus-Resumable': '1.0.0' };

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function errorFrom(response: Response): Promise<UploadError> {
  let message = `Upload failed (${response.status}).`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: keep the generic message
  }
  const code: UploadErrorCode =
    response.status === 401
      ? 'unauthenticated'
      : response.status === 403
        ? 'unauthorized'
        : response.status === 404 || response.status === 410
          ? 'not-found'
          : response.status === 413
            ? 'too-large'
            : response.status === 400
              ? 'invalid-file'
              : 'unknown';
  return new UploadError(code, message);
}

/**
 * One profile-photo upload (docs/product/profiles-and-projects.md#photo-upload; docs/architecture.md#files). Files up to 256 KiB go in one
 * multipart POST; larger ones over tus in chunks of 256 KiB doubling up to under 32 MiB.
 *
 * Transitions: pause only from running (→ pausing → paused), resume from paused or pausing
 * (→ running), cancel from running or pausing (→ canceling → canceled). Each returns whether it
 * was allowed. A resumed tus upload first asks the server for its offset and length; a length that
 * differs from the blob's size is an error (docs/product/profiles-and-projects.md#photo-upload).
 *
 * `done` settles once: the photo URL on success, an UploadError on error or cancel.
 */
export class UploadTask {
  readonly totalBytes: number;
  readonly resumable: boolean;
  bytesTransferred = 0;
  chunkSize = FIRST_CHUNK_SIZE;
  /** The sizes of the chunks sent, in order (for tests and diagnostics). */
  readonly chunkSizes: number[] = [];
  error: UploadError | null = null;
  url: string | null = null;
  readonly done: Promise<string>;

  private currentState: UploadState = 'running';
  private uploadUrl: string | null = null;
  private controller: AbortController | null = null;
  private run = 0;
  private settle!: { resolve: (url: string) => void; reject: (error: UploadError) => void };
  private readonly transport: typeof fetch;

  constructor(
    readonly blob: Blob,
    private readonly options: UploadTaskOptions = {},
  ) {
    this.totalBytes = blob.size;
    this.resumable = blob.size > RESUMABLE_UPLOAD_THRESHOLD;
    this.transport = options.fetch ?? ((...args) => fetch(...args));
    this.done = new Promise<string>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Nobody has to listen: an unobserved failure is still reported through the state.
    this.done.catch(() => {});
    this.start();
  }

  get state(): UploadState {
    return this.currentState;
  }

  pause(): boolean {
    if (this.currentState !== 'running') return false;
    this.transition('pausing');
    this.controller?.abort();
    return true;
  }

  resume(): boolean {
    if (this.currentState !== 'paused' && this.currentState !== 'pausing') return false;
    this.controller?.abort();
    this.transition('running');
    this.start();
    return true;
  }

  cancel(): boolean {
    if (this.currentState !== 'running' && this.currentState !== 'pausing') return false;
    this.transition('canceling');
    this.run++; // whatever is in flight no longer counts
    this.controller?.abort();
    void this.terminate().finally(() => {
      this.transition('canceled');
      this.settle.reject(new UploadError('canceled', 'The upload was canceled.'));
    });
    return true;
  }

  private transition(state: UploadState) {
    this.currentState = state;
    this.options.onStateChange?.(state, this);
  }

  private headers(extra: Record<string, string> = {}) {
    return { ...(this.options.headers?.() ?? {}), ...extra };
  }

  private progress(bytes: number) {
    this.bytesTransferred = bytes;
    this.options.onProgress?.(bytes, this.totalBytes);
  }

  private start() {
    const run = ++this.run;
    const controller = new AbortController();
    this.controller = controller;
    const work = this.resumable ? this.uploadResumable(run, controller.signal) : this.uploadSimple(controller.signal);
    work.then(
      (url) => {
        if (run !== this.run) return;
        if (url === null) {
          // Stopped between two chunks by pause().
          if (this.currentState === 'pausing') this.transition('paused');
          return;
        }
        this.url = url;
        this.progress(this.totalBytes);
        this.transition('success');
        this.settle.resolve(url);
      },
      (error: unknown) => {
        if (run !== this.run) return;
        if (isAbort(error) || controller.signal.aborted) {
          if (this.currentState === 'pausing') this.transition('paused');
          return;
        }
        this.fail(error instanceof UploadError ? error : new UploadError('network', 'The upload failed. Check your connection.'));
      },
    );
  }

  private fail(error: UploadError) {
    this.error = error;
    this.transition('error');
    this.settle.reject(error);
  }

  private async uploadSimple(signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('file', this.blob, this.blob instanceof File ? this.blob.name : 'photo');
    const response = await this.transport(PHOTO_UPLOAD_PATH, {
      method: 'POST',
      headers: this.headers(),
      body: form,
      signal,
    });
    if (!response.ok) throw await errorFrom(response);
    return ((await response.json()) as { file_url: string }).file_url;
  }

  /** Returns the photo URL, or null when this run was stopped between chunks. */
  private async uploadResumable(run: number, signal: AbortSignal): Promise<string | null> {
    let offset: number;
    if (!this.uploadUrl) {
      const created = await this.transport(PHOTO_RESUMABLE_PATH, {
        method: 'POST',
        headers: this.headers({ ...TUS, 'Upload-Length': String(this.totalBytes) }),
        signal,
      });
      if (created.status !== 201) throw await errorFrom(created);
      const location = created.headers.get('Location');
      if (!location) throw new UploadError('unknown', 'The server did not start the upload.');
      this.uploadUrl = new URL(location, globalThis.location?.href ?? 'http://localhost').pathname;
      offset = 0;
    } else {
      const status = await this.transport(this.uploadUrl, { method: 'HEAD', headers: this.headers(TUS), signal });
      if (!status.ok) throw await errorFrom(status);
      const length = Number(status.headers.get('Upload-Length'));
      if (length !== this.totalBytes) {
        throw new UploadError('size-mismatch', 'The file changed since the upload started.');
      }
      offset = Number(status.headers.get('Upload-Offset'));
    }
    this.progress(offset);
    while (offset < this.totalBytes) {
      if (run !== this.run || this.currentState !== 'running') return null;
      const chunk = this.blob.slice(offset, offset + this.chunkSize);
      const response = await this.transport(this.uploadUrl, {
        method: 'PATCH',
        headers: this.headers({
          ...TUS,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        }),
        body: chunk,
        signal,
      });
      if (!response.ok) throw await errorFrom(response);
      this.chunkSizes.push(chunk.size);
      offset = Number(response.headers.get('Upload-Offset') ?? offset + chunk.size);
      this.progress(offset);
      if (offset >= this.totalBytes) {
        // tus 1.0: the last PATCH answers 204; the stored photo's URL comes in a header.
        const fileUrl = response.headers.get(FILE_URL_HEADER);
        if (!fileUrl) throw new UploadError('unknown', 'The server did not return the photo URL.');
        return fileUrl;
      }
      this.chunkSize = nextChunkSize(this.chunkSize);
    }
    return null;
  }

  /** Best effort: tell the server to drop the parts of a canceled tus upload. */
  private async terminate() {
    if (!this.uploadUrl) return;
    try {
      await this.transport(this.uploadUrl, { method: 'DELETE', headers: this.headers(TUS) });
    } catch {
      // the server drops unfinished uploads after a day anyway
    }
  }
}
