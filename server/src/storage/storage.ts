import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import { findObject, forgetObject, recordObject } from './metadata.ts';

/**
 * The storage driver of docs/architecture.md#files. Objects are addressed by a key such as
 * `posters/0193…-a1.png` or `profile_photos/{uid}`; the metadata of docs/architecture.md#files (fullPath, size,
 * contentType) lives in the `uploads` table (metadata.ts) and the bytes on local disk under
 * `DATA_DIR/uploads/{key}` (below) or in an S3 bucket at `{key}` (s3-storage.ts).
 *
 * Callers must check content themselves (magic bytes, sanitising) before `put`: the driver
 * stores what it is given. Files are served by `GET /files/{key}` (storage/routes.ts) with the
 * recorded content type, `nosniff`, a sandboxing CSP and a Content-Disposition that never lets
 * HTML or SVG render as a page.
 */
export type StoredObject = { key: string; size: number; contentType: string; updatedAt: Date };

export type Storage = {
  /** Writes (or overwrites) the object and records its metadata; `ownerId` is the uploader. */
  put(key: string, data: Buffer, options: { contentType: string; ownerId?: string | null }): Promise<StoredObject>;
  /** The object's bytes and metadata, or null when there is none. */
  get(key: string): Promise<{ object: StoredObject; body: Readable } | null>;
  /** Metadata only, or null. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes bytes and metadata; missing objects are fine. */
  delete(key: string): Promise<void>;
  /** The public path the object is served at: `/files/{key}`. */
  url(key: string): string;
};

/** Keys are relative paths of safe segments: no `..`, no leading slash, no odd characters. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key);
}

export function assertKey(key: string) {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

export function createLocalStorage(options: { db: Db; dataDir: string }): Storage {
  const { db } = options;
  const root = path.join(options.dataDir, 'uploads');
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  const stat = async (key: string) => (isValidKey(key) ? findObject(db, key) : null);

  return {
    async put(key, data, { contentType, ownerId = null }) {
      assertKey(key);
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write beside, then rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.promises.writeFile(temp, data);
      await fs.promises.rename(temp, file);
      return recordObject(db, { key, size: data.length, contentType, ownerId });
    },
    async get(key) {
      const object = await stat(key);
      if (!object) return null;
      try {
        const handle = await fs.promises.open(fileOf(key), 'r');
        return { object, body: handle.createReadStream() };
      } catch {
        return null;
      }
    },
    stat,
    async delete(key) {
      assertKey(key);
      await fs.promises.rm(fileOf(key), { force: true });
      await forgetObject(db, key);
    },
    url: (key) => `/files/${key}`,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The storage driver (docs/architecture.md#files), decorated in app.ts. */
    storage: Storage;
  }
}
