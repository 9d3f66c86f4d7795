import { Worker } from 'node:worker_threads';

/** The longest side of a poster drawn from an SVG, in pixels; larger drawings are scaled down, keeping their shape. */
export const POSTER_MAX_SIDE = 2048;
/** How long one SVG may take to draw before its thread is ended and the upload refused. */
export const POSTER_RASTER_TIMEOUT_MS = 5000;
/** Drawings at once; more wait their turn, so SVG uploads never take more than these threads' CPU. */
const MAX_THREADS = 2;

/** The file is not an SVG we can draw (not UTF-8, not SVG, entity declarations, an invalid size, too many nodes). */
export class InvalidSvgError extends Error {}
/** Drawing took longer than allowed. */
export class SvgTooSlowError extends Error {}

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (running >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * Draws an SVG to a PNG on a worker thread (poster-raster-worker.mjs), so the event loop never waits for it
 * and nothing stored is SVG: the PNG holds only what the file itself contains. Bounded in size
 * (longest side at most `maxSide`) and in time (the thread is ended after `timeoutMs`).
 */
export async function rasteriseSvg(svg: Buffer, options: { maxSide?: number; timeoutMs?: number } = {}): Promise<Buffer> {
  const { maxSide = POSTER_MAX_SIDE, timeoutMs = POSTER_RASTER_TIMEOUT_MS } = options;
  const release = await takeTurn();
  return new Promise<Buffer>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./poster-raster-worker.mjs', import.meta.url), {
        workerData: { svg: new Uint8Array(svg), maxSide },
        resourceLimits: { maxOldGenerationSizeMb: 128 },
      });
    } catch (error) {
      release();
      throw error;
    }
    const timer = setTimeout(() => {
      // A thread inside native code stops when that call returns: the answer does not wait for it,
      // but its turn is given back only then, so slow drawings cannot pile up on the CPU.
      void worker.terminate();
      reject(new SvgTooSlowError(`drawing took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    worker.once('message', (result: { png?: Uint8Array; invalid?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (result.png) resolve(Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength));
      else reject(new InvalidSvgError(result.invalid ?? 'not an SVG'));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(new InvalidSvgError(error.message));
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      release();
      reject(new InvalidSvgError('the drawing thread stopped'));
    });
  });
}
