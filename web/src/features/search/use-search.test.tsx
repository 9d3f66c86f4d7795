import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSearch } from './use-search.ts';
import { fakeApi, jsonResponse as json } from '../../test/fake-api.ts';

/** The search API answers `search` for a new search and `more` for load more. */
function mockApi(answers: { search: Response; more?: Response }) {
  fakeApi(({ path }) => (path.endsWith('/load_more') ? answers.more! : answers.search));
}

afterEach(() => vi.unstubAllGlobals());

const session = '0193a4b2-0000-4000-8000-0000000000aa';

describe('useSearch (docs/product/search.md status lines and errors)', () => {
  it('shows the company search error with the server’s message', async () => {
    mockApi({ search: json(500, { message: 'Search is down' }) });
    const { result } = renderHook(() => useSearch('companies'));
    await act(() => result.current.search('robotics'));
    expect(result.current.status).toBe('Error searching companies: Search is down');
  });

  it('says "Error mapping companies" when the answer is not a list of companies', async () => {
    mockApi({ search: json(200, { id: session, list: [{ name: 'No id' }] }) });
    const { result } = renderHook(() => useSearch('companies'));
    await act(() => result.current.search('robotics'));
    expect(result.current.status).toBe('Error mapping companies');
    expect(result.current.results).toEqual([]);
  });

  it('fills a company’s missing fields with the defaults, then loads more until none are left', async () => {
    mockApi({ search: json(200, { id: session, list: [{ id: 'c1' }] }), more: json(200, { kind: 'companies', list: [] }) });
    const { result } = renderHook(() => useSearch('companies'));
    await act(() => result.current.search('robotics'));
    await waitFor(() => expect(result.current.status).toBe(''));
    expect(result.current.results[0]).toMatchObject({ id: 'c1', name: 'Unknown Company', industry: 'Unknown Industry' });
    expect(result.current.selectedId).toBe('c1');
    await act(() => result.current.more());
    expect(result.current.status).toBe('No more results.');
  });

  it('says "Error mapping additional companies" when load more answers something unreadable', async () => {
    mockApi({ search: json(200, { id: session, list: [{ id: 'c1' }] }), more: json(200, { kind: 'companies', list: null }) });
    const { result } = renderHook(() => useSearch('companies'));
    await act(() => result.current.search('robotics'));
    await act(() => result.current.more());
    expect(result.current.status).toBe('Error mapping additional companies');
    expect(result.current.results).toHaveLength(1);
  });

  it('only logs a talent search failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ search: json(500, { message: 'Search is down' }) });
    const { result } = renderHook(() => useSearch('talents'));
    await act(() => result.current.search('robotics'));
    expect(result.current.status).toBe('');
    expect(logged).toHaveBeenCalledWith('talent search failed', expect.any(Error));
    logged.mockRestore();
  });
});
