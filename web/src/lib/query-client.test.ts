import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { queryClient } from './query-client.ts';

const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: Error) => boolean;

describe('loads tried again', () => {
  it('after a network error or a 500, twice', () => {
    const network = new ApiError('Network error.', 0, 'network');
    expect([0, 1, 2].map((count) => retry(count, network))).toEqual([true, true, false]);
    expect(retry(0, new ApiError('Something went wrong.', 500, 'response'))).toBe(true);
  });

  it('never after a 4xx, nor a 503 the client has already waited out', () => {
    expect(retry(0, new ApiError('Not found.', 404, 'response'))).toBe(false);
    expect(retry(0, new ApiError('The server is busy.', 503, 'response'))).toBe(false);
  });
});
