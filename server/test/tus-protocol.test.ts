import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Upload, type HttpResponse } from 'tus-js-client';
import { FILE_URL_HEADER, PHOTO_MAX_BYTES, PHOTO_RESUMABLE_PATH } from '@hearth/contract/uploads';
import { authHeader, buildTestApp, waitFor, type TestApp } from './helpers.ts';
import { makeUser } from './factories.ts';

let t: TestApp;
let origin: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  headers = await authHeader(t.app, (await makeUser(t.app.db)).id);
});
afterAll(() => t.close());

const KiB = 1024;
const photo = (size: number) => {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31) % 251;
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
};

async function fetchFile(url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, origin));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Runs one tus-js-client upload to its end; resolves with the last answer, or rejects on error. */
function upload(data: Buffer, options: ConstructorParameters<typeof Upload>[1] = {}, started?: (upload: Upload) => void) {
  return new Promise<{ last: HttpResponse; url: string | null }>((resolve, reject) => {
    const task = new Upload(data, {
      endpoint: `${origin}${PHOTO_RESUMABLE_PATH}`,
      headers,
      retryDelays: null,
      chunkSize: 256 * KiB,
      ...options,
      onSuccess: ({ lastResponse }) => resolve({ last: lastResponse, url: task.url }),
      onError: reject,
    });
    started?.(task);
    task.start();
  });
}

describe('tus 1.0 on /api/user/photo/uploads', () => {
  it('answers OPTIONS discovery with 204, the version, the extensions and the size limit, without credentials', async () => {
    const response = await fetch(`${origin}${PHOTO_RESUMABLE_PATH}`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-extension')?.split(',')).toEqual(expect.arrayContaining(['creation', 'termination']));
    expect(response.headers.get('tus-max-size')).toBe(String(PHOTO_MAX_BYTES));
  });

  it('answers 412 with Tus-Version and a JSON message for a missing or unsupported Tus-Resumable', async () => {
    for (const version of [undefined, '0.2.2']) {
      const response = await fetch(`${origin}${PHOTO_RESUMABLE_PATH}`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': '1000', ...(version ? { 'tus-resumable': version } : {}) },
      });
      expect(response.status, version).toBe(412);
      expect(response.headers.get('tus-version')).toBe('1.0.0');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { message: string }).message).toMatch(/Tus-Resumable: 1\.0\.0/);
    }
  });

  it('answers errors as { message } JSON in words that fit them', async () => {
    const tus = { ...headers, 'tus-resumable': '1.0.0' };
    const created = await fetch(`${origin}${PHOTO_RESUMABLE_PATH}`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': '300000' },
    });
    const location = new URL(created.headers.get('location')!, origin);
    const patch = (offset: number, body: Buffer, contentType = 'application/offset+octet-stream') =>
      fetch(location, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': contentType },
        body,
      });
    const beyond = await patch(0, Buffer.alloc(300_001));
    expect(beyond.status).toBe(413);
    expect(await beyond.json()).toEqual({ message: 'The chunk goes past the Upload-Length declared when the upload started.' });
    const wrongType = await patch(0, Buffer.alloc(10), 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ message: 'Please send each chunk as application/offset+octet-stream.' });
    const badLength = await fetch(`${origin}${PHOTO_RESUMABLE_PATH}`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': 'ten' },
    });
    expect(badLength.status).toBe(400);
    expect(await badLength.json()).toEqual({ message: 'The upload-length header is not valid.' });
    const gone = await fetch(`${origin}${PHOTO_RESUMABLE_PATH}/nobody_0`, { method: 'HEAD', headers: tus });
    expect(gone.status).toBe(403);
  });

  it('takes a photo from tus-js-client, unmodified: every PATCH answers 204, the last one with the photo URL', async () => {
    const data = photo(700 * KiB);
    const statuses: number[] = [];
    const { last } = await upload(data, {
      onAfterResponse: (request, response) => void (request.getMethod() === 'PATCH' && statuses.push(response.getStatus())),
    });
    expect(statuses).toEqual([204, 204, 204]);
    const url = last.getHeader(FILE_URL_HEADER);
    expect(url).toMatch(/^\/files\/profile_photos\//);
    expect((await fetchFile(url!)).equals(data)).toBe(true);
  });

  it('resumes an upload interrupted in the middle of a chunk from the offset the server kept', async () => {
    const data = photo(2 * 1024 * KiB);
    const tus = { ...headers, 'tus-resumable': '1.0.0' };
    const created = await fetch(`${origin}${PHOTO_RESUMABLE_PATH}`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(data.length) },
    });
    const uploadUrl = new URL(created.headers.get('location')!, origin).href;

    // The connection drops after the first MiB of a PATCH that was to carry the whole file.
    const request = http.request(uploadUrl, {
      method: 'PATCH',
      headers: {
        ...tus,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(data.length),
      },
    });
    request.on('error', () => {});
    request.write(data.subarray(0, 1024 * KiB));
    await new Promise((resolve) => setTimeout(resolve, 500));
    request.destroy();
    const kept = await waitFor(
      async () => {
        const status = await fetch(uploadUrl, { method: 'HEAD', headers: tus });
        const offset = Number(status.headers.get('upload-offset'));
        return status.status === 200 && offset > 0 ? offset : undefined;
      },
      5000,
      'the server to keep the bytes that arrived',
    );
    expect(kept).toBe(1024 * KiB);

    // tus-js-client, given the upload's URL, asks where it stands and sends only the rest.
    const sent: number[] = [];
    const { last } = await upload(data, {
      uploadUrl,
      onBeforeRequest: (request) =>
        void (request.getMethod() === 'PATCH' && sent.push(Number(request.getHeader('Upload-Offset')))),
    });
    expect(sent[0]).toBe(kept);
    expect((await fetchFile(last.getHeader(FILE_URL_HEADER)!)).equals(data)).toBe(true);
  });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; reused: boolean };

/** One request through `agent`; fails when no answer comes within 5 s (a connection left waiting for a body). */
function send(agent: http.Agent, method: string, path: string, requestHeaders: Record<string, string>, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      new URL(path, origin),
      { method, agent, headers: { ...requestHeaders, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reused: request.reusedSocket,
          }),
        );
      },
    );
    request.setTimeout(5000, () => request.destroy(new Error(`no answer to ${method} ${path} within 5 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

describe('tus answers given before the body is read, on a kept-alive connection', () => {
  const BIG = 200 * KiB;
  let agent: http.Agent;
  let own: Record<string, string>;
  beforeAll(async () => {
    own = await authHeader(t.app, (await makeUser(t.app.db)).id);
  });
  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());

  /** The early answer, then OPTIONS through the same agent, which must be answered: on the same connection unless the answer said close. */
  async function thenNext(first: Promise<Answer>) {
    const answer = await first;
    const next = await send(agent, 'OPTIONS', PHOTO_RESUMABLE_PATH, {});
    expect(next.status).toBe(204);
    expect(next.reused).toBe(answer.headers.connection !== 'close');
    return answer;
  }

  it('reads the rest of a 415 chunk and keeps the connection', async () => {
    const tus = { ...own, 'tus-resumable': '1.0.0' };
    const created = await send(agent, 'POST', PHOTO_RESUMABLE_PATH, { ...tus, 'upload-length': String(300 * KiB) });
    expect(created.status).toBe(201);
    const answer = await thenNext(
      send(agent, 'PATCH', created.headers.location!, { ...tus, 'upload-offset': '0', 'content-type': 'text/plain' }, photo(BIG)),
    );
    expect(answer.status).toBe(415);
    expect(answer.headers['tus-resumable']).toBe('1.0.0');
    expect(answer.headers.connection).toBe('keep-alive');
    await send(agent, 'DELETE', created.headers.location!, tus);
  });

  it('reads the rest of a creation that carried a body and keeps the connection', async () => {
    const tus = { ...own, 'tus-resumable': '1.0.0' };
    const answer = await thenNext(
      send(
        agent,
        'POST',
        PHOTO_RESUMABLE_PATH,
        { ...tus, 'upload-length': String(300 * KiB), 'content-type': 'text/plain' },
        photo(BIG),
      ),
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('keep-alive');
    await send(agent, 'DELETE', answer.headers.location!, tus);
  });

  it('answers 401 with Tus-Resumable and keeps the connection', async () => {
    const answer = await thenNext(
      send(agent, 'POST', PHOTO_RESUMABLE_PATH, { 'tus-resumable': '1.0.0', 'upload-length': '1000' }, photo(BIG)),
    );
    expect(answer.status).toBe(401);
    expect(answer.headers['tus-resumable']).toBe('1.0.0');
    expect(JSON.parse(answer.body)).toEqual({ message: 'Please sign in to continue.' });
  });

  it('closes the connection instead when the unread rest is larger than any chunk', async () => {
    const tus = { ...own, 'tus-resumable': '1.0.0' };
    const created = await send(agent, 'POST', PHOTO_RESUMABLE_PATH, { ...tus, 'upload-length': String(300 * KiB) });
    const answer = await send(
      agent,
      'PATCH',
      created.headers.location!,
      { ...tus, 'upload-offset': '0', 'content-type': 'text/plain' },
      Buffer.alloc(12 * 1024 * KiB),
    ).catch((error: Error) => error);
    // The answer arrives and says close (or, at worst, the client saw the close while still sending).
    if (!(answer instanceof Error)) {
      expect(answer.status).toBe(415);
      expect(answer.headers.connection).toBe('close');
    }
    const next = await send(agent, 'OPTIONS', PHOTO_RESUMABLE_PATH, {});
    expect(next.status).toBe(204);
    expect(next.reused).toBe(false);
  });

  it('documents HEAD on an upload in the OpenAPI document', async () => {
    const document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const head = document.paths[`${PHOTO_RESUMABLE_PATH}/{uploadId}`]?.head;
    expect(head?.responses).toHaveProperty('200');
  });
});
