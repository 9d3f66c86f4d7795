// The part of autocannon's programmatic API that shutdown.test.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = { url: string; connections?: number; duration?: number; timeout?: number };
  type Result = { requests: { total: number }; errors: number; non2xx: number };
  type Instance = EventEmitter &
    PromiseLike<Result> & {
      stop: () => void;
      on(event: 'response', listener: (client: unknown, statusCode: number) => void): Instance;
      on(event: 'reqError', listener: (error: Error & { code?: string }) => void): Instance;
    };

  export default function autocannon(options: Options): Instance;
}
