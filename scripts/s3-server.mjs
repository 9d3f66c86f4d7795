// A real S3 protocol server for tests and local runs: s3rver (objects as files in a folder) on a free
// port of 127.0.0.1, with one bucket, plus the three multipart-upload calls s3rver lacks and
// @tus/s3-store needs (ListParts, AbortMultipartUpload, ListMultipartUploads), answered from
// s3rver's own upload folders. Path-style addressing only (S3_FORCE_PATH_STYLE=on).
//
//   import { startS3Server } from './scripts/s3-server.mjs';
//   const s3 = await startS3Server();   // { endpoint, bucket, directory, env, stop() }
//   spawn('node', ['server/dist/main.js'], { env: { ...process.env, ...s3.env } });
//   await s3.stop();
//
// `node scripts/s3-server.mjs` runs one in the foreground and prints its S3_* settings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';

const ACCESS_KEY = 'S3RVER'; // the credentials s3rver accepts

/**
 * @param {{ port?: number, bucket?: string, directory?: string }} [options] A given directory is
 *   kept at stop (start again on it and the same port to bring a stopped store back); otherwise a
 *   temporary one is made and removed.
 */
export async function startS3Server(options = {}) {
  const bucket = options.bucket ?? 'hearth-test';
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // First in the chain: the calls s3rver would refuse as MethodNotAllowed or NotImplemented.
  server.middleware.unshift(multipartListing(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'on',
    },
    async stop() {
      const closed = server.close();
      // Clients keep connections alive; without this, close waits for them to time out.
      server.httpServer.closeAllConnections();
      await closed;
      if (!options.directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Koa middleware: ListParts, AbortMultipartUpload and ListMultipartUploads over s3rver's upload folders. */
function multipartListing(directory) {
  return async (ctx, next) => {
    const [bucket, ...keyParts] = ctx.path.slice(1).split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const uploads = path.join(directory, bucket ?? '', '._S3rver_uploads');
    const { uploadId } = ctx.query;
    if (key && typeof uploadId === 'string' && !('partNumber' in ctx.query) && ['GET', 'DELETE'].includes(ctx.method)) {
      const folder = path.join(uploads, path.basename(uploadId));
      if (!fs.existsSync(folder)) return noSuchUpload(ctx, uploadId);
      if (ctx.method === 'DELETE') {
        fs.rmSync(folder, { recursive: true, force: true });
        ctx.status = 204;
        return;
      }
      return xml(ctx, 'ListPartsResult', [
        tag('Bucket', bucket),
        tag('Key', key),
        tag('UploadId', uploadId),
        tag('IsTruncated', 'false'),
        ...listParts(folder),
      ]);
    }
    if (!key && ctx.method === 'GET' && 'uploads' in ctx.query && fs.existsSync(path.join(directory, bucket))) {
      const folders = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
      const entries = folders.map((id) => {
        const file = path.join(uploads, id, 'key');
        const initiated = fs.statSync(file).mtime.toISOString();
        return `<Upload>${tag('Key', fs.readFileSync(file, 'utf8'))}${tag('UploadId', id)}${tag('Initiated', initiated)}</Upload>`;
      });
      return xml(ctx, 'ListMultipartUploadsResult', [tag('Bucket', bucket), tag('IsTruncated', 'false'), ...entries]);
    }
    return next();
  };
}

function listParts(folder) {
  return fs
    .readdirSync(folder)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b)
    .map((number) => {
      const file = path.join(folder, String(number));
      const { size, mtime } = fs.statSync(file);
      const etag = `"${fs.readFileSync(`${file}.md5`, 'utf8')}"`;
      return `<Part>${tag('PartNumber', number)}${tag('LastModified', mtime.toISOString())}${tag('ETag', etag)}${tag('Size', size)}</Part>`;
    });
}

function noSuchUpload(ctx, uploadId) {
  ctx.status = 404;
  return xml(ctx, 'Error', [
    tag('Code', 'NoSuchUpload'),
    tag('Message', 'The specified upload does not exist.'),
    tag('UploadId', uploadId),
  ]);
}

function xml(ctx, root, children) {
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${children.join('')}</${root}>`;
}

const ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text) => String(text).replace(/[<>&"']/g, (char) => ENTITIES[char]);
const tag = (name, value) => `<${name}>${escapeXml(value)}</${name}>`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const s3 = await startS3Server({ port: Number(process.env.PORT ?? 4568) });
  console.log(
    Object.entries(s3.env)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void s3.stop().then(() => process.exit(0)));
}
