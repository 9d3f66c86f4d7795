import { describe, expect, it } from 'vitest';
import { nextChunkSize, UploadTask, type UploadState } from './upload-task.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

type Call = { method: string; url: string; size?: number; headers: Record<string, string> };

/** An in-memory tus server with the photo endpoints; PATCHes can be held to stop mid-chunk. */
function fakeServer(options: { lengthOnResume?: number; failFinishWith?: [number, string]; createStatus?: number } = {}) {
  const calls: Call[] = [];
  const uploads = new Map<string, { length: number; offset: number }>();
  let held: (() => void) | null = null;
  let holdNext = false;
  let waiting: (() => void) | null = null;
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  const transport = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body as Blob | FormData | undefined;
    calls.push({ method, url, size: body instanceof Blob ? body.size : undefined, headers });
    if (holdNext && (method === 'PATCH' || url === '/api/user/photo')) {
      holdNext = false;
      await new Promise<void>((resolve, reject) => {
        held = resolve;
        waiting?.();
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (method === 'POST' && url === '/api/user/photo') return json(200, { file_url: '/files/profile_photos/u?v=1' });
    if (method === 'POST') {
      if (options.createStatus) return json(options.createStatus, { message: 'The photo is too large (at most 10 MB).' });
      const id = `/api/user/photo/uploads/u_${uploads.size}`;
      uploads.set(id, { length: Number(headers['Upload-Length']), offset: 0 });
      return new Response(null, { status: 201, headers: { Location: id } });
    }
    const upload = uploads.get(url);
    if (!upload) return json(404, { message: 'Not found' });
    if (method === 'HEAD') {
      return new Response(null, {
        status: 200,
        headers: {
          'Upload-Offset': String(upload.offset),
          'Upload-Length': String(options.lengthOnResume ?? upload.length),
        },
      });
    }
    if (method === 'DELETE') {
      uploads.delete(url);
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH') {
      if (Number(headers['Upload-Offset']) !== upload.offset) return json(409, { message: 'offset' });
      upload.offset += (body as Blob).size;
      if (upload.offset === upload.length) {
        if (options.failFinishWith) return json(options.failFinishWith[0], { message: options.failFinishWith[1] });
        return new Response(null, {
          status: 204,
          headers: { 'Upload-Offset': String(upload.offset), 'File-Url': '/files/profile_photos/u?v=2' },
        });
      }
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(upload.offset) } });
    }
    return json(405, { message: 'no' });
  }) as typeof fetch;

  return {
    transport,
    calls,
    uploads,
    /** The next PATCH (or small-photo POST) waits until released or aborted; resolves once it waits. */
    holdNextPatch: () =>
      new Promise<void>((resolve) => {
        holdNext = true;
        waiting = resolve;
      }),
    release: () => held?.(),
    patches: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.size),
  };
}

const file = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/png' });

function track(server: ReturnType<typeof fakeServer>, blob: Blob) {
  const states: UploadState[] = [];
  const task = new UploadTask(blob, {
    fetch: server.transport,
    headers: () => ({ authorization: 'Bearer t' }),
    onStateChange: (state) => states.push(state),
  });
  return { task, states };
}

/** Starts an upload of `blob` whose first PATCH (or small-photo POST) the server holds, once it is held. */
async function trackHeld(server: ReturnType<typeof fakeServer>, blob: Blob) {
  const holding = server.holdNextPatch();
  const tracked = track(server, blob);
  await holding;
  return tracked;
}

const settled = (task: UploadTask) =>
  task.done.then(
    (url) => ({ url }),
    (error: Error & { code: string }) => ({ code: error.code, message: error.message }),
  );

/** Waits until the task reaches one of these states. */
async function until(task: UploadTask, ...states: UploadState[]) {
  for (let i = 0; i < 200 && !states.includes(task.state); i++) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(states).toContain(task.state);
}

describe('chunk sizes (docs/product/profiles-and-projects.md#photo-upload)', () => {
  it('start at 256 KiB and double while under 32 MiB', () => {
    const sizes = [256 * KiB];
    for (let i = 0; i < 10; i++) sizes.push(nextChunkSize(sizes.at(-1)!));
    expect(sizes.map((size) => size / KiB)).toEqual([256, 512, 1024, 2048, 4096, 8192, 16384, 16384, 16384, 16384, 16384]);
    expect(Math.max(...sizes)).toBeLessThan(32 * MiB);
  });
});

describe('UploadTask', () => {
  it('sends a file up to 256 KiB in one POST: running → success', async () => {
    const server = fakeServer();
    const { task, states } = track(server, file(256 * KiB));
    expect(task.state).toBe('running');
    expect(task.resumable).toBe(false);
    expect(await task.done).toBe('/files/profile_photos/u?v=1');
    expect(states).toEqual(['success']);
    expect(server.calls.map((call) => call.method)).toEqual(['POST']);
    expect(server.calls[0]!.headers.authorization).toBe('Bearer t');
    expect(task.bytesTransferred).toBe(256 * KiB);
  });

  it('sends a larger file over tus in doubling chunks and ends with the URL', async () => {
    const server = fakeServer();
    const { task, states } = track(server, file(3 * MiB));
    expect(task.resumable).toBe(true);
    expect(await task.done).toBe('/files/profile_photos/u?v=2');
    expect(states).toEqual(['success']);
    expect(server.patches()).toEqual([256 * KiB, 512 * KiB, 1024 * KiB, 3 * MiB - 1792 * KiB]);
    expect(server.calls[0]).toMatchObject({ method: 'POST', url: '/api/user/photo/uploads' });
    expect(server.calls[0]!.headers['Upload-Length']).toBe(String(3 * MiB));
  });

  it('pauses only from running (pausing → paused) and resumes from the server’s offset', async () => {
    const server = fakeServer();
    const { task, states } = await trackHeld(server, file(2 * MiB));
    expect(task.resume()).toBe(false); // not from running
    expect(task.pause()).toBe(true);
    expect(task.state).toBe('pausing');
    expect(task.pause()).toBe(false); // not from pausing
    await until(task, 'paused');
    expect(task.pause()).toBe(false); // not from paused
    expect(task.resume()).toBe(true);
    expect(task.state).toBe('running');
    expect(await task.done).toBe('/files/profile_photos/u?v=2');
    expect(states).toEqual(['pausing', 'paused', 'running', 'success']);
    // The aborted first chunk is re-sent after HEAD said the offset is still 0.
    expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'PATCH', 'PATCH', 'PATCH']);
    expect(server.patches()).toEqual([256 * KiB, 256 * KiB, 512 * KiB, 1024 * KiB, 256 * KiB]);
    expect(task.pause()).toBe(false); // not after success
    expect(task.cancel()).toBe(false);
  });

  it('resumes straight from pausing', async () => {
    const server = fakeServer();
    const { task, states } = await trackHeld(server, file(600 * KiB));
    task.pause();
    expect(task.resume()).toBe(true);
    expect(await task.done).toBe('/files/profile_photos/u?v=2');
    expect(states[0]).toBe('pausing');
    expect(states.at(-1)).toBe('success');
    expect(states).not.toContain('paused');
  });

  it('cancels from running (canceling → canceled), drops the server’s parts and rejects', async () => {
    const server = fakeServer();
    const { task, states } = await trackHeld(server, file(1 * MiB));
    expect(task.cancel()).toBe(true);
    expect(task.state).toBe('canceling');
    expect(task.cancel()).toBe(false);
    expect(await settled(task)).toMatchObject({ code: 'canceled' });
    expect(states).toEqual(['canceling', 'canceled']);
    expect(server.calls.at(-1)!.method).toBe('DELETE');
    expect(server.uploads.size).toBe(0);
    expect(task.resume()).toBe(false);
  });

  it('cancels from pausing but not from paused', async () => {
    const server = fakeServer();
    const first = await trackHeld(server, file(1 * MiB));
    first.task.pause();
    expect(first.task.cancel()).toBe(true);
    expect(await settled(first.task)).toMatchObject({ code: 'canceled' });
    expect(first.states).toEqual(['pausing', 'canceling', 'canceled']);

    const second = await trackHeld(server, file(1 * MiB));
    second.task.pause();
    await until(second.task, 'paused');
    expect(second.task.cancel()).toBe(false);
    expect(second.task.state).toBe('paused');
  });

  it('can pause and resume a small upload too (the POST starts again)', async () => {
    const server = fakeServer();
    const { task, states } = await trackHeld(server, file(10 * KiB));
    task.pause();
    await until(task, 'paused');
    task.resume();
    expect(await task.done).toBe('/files/profile_photos/u?v=1');
    expect(states).toEqual(['pausing', 'paused', 'running', 'success']);
  });

  it('fails a resume when the server’s upload length differs from the blob’s size', async () => {
    const server = fakeServer({ lengthOnResume: 123 });
    const { task, states } = await trackHeld(server, file(1 * MiB));
    task.pause();
    await until(task, 'paused');
    task.resume();
    expect(await settled(task)).toMatchObject({ code: 'size-mismatch' });
    expect(states).toEqual(['pausing', 'paused', 'running', 'error']);
    expect(task.resume()).toBe(false);
  });

  it('turns server refusals into errors with the server’s message', async () => {
    const invalid = track(
      fakeServer({ failFinishWith: [400, 'Profile photos must be PNG, JPEG, GIF or WebP images.'] }),
      file(300 * KiB),
    );
    expect(await settled(invalid.task)).toEqual({
      code: 'invalid-file',
      message: 'Profile photos must be PNG, JPEG, GIF or WebP images.',
    });
    expect(invalid.task.state).toBe('error');

    const tooLarge = track(fakeServer({ createStatus: 413 }), file(300 * KiB));
    expect(await settled(tooLarge.task)).toMatchObject({ code: 'too-large' });
  });

  it('reports a network failure as an error', async () => {
    const task = new UploadTask(file(1000), {
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    expect(await settled(task)).toMatchObject({ code: 'network' });
    expect(task.state).toBe('error');
  });
});
