import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CompanySearchResponse,
  LoadMoreResponse,
  TalentResult,
  TalentSearchResponse,
  Company,
} from '@hearth/contract/search';
import { normaliseCompany } from '@hearth/contract/search';
import { api } from '../../lib/api-client.ts';

/** Query keys: one talent's and one company's profile. */
export const searchKeys = {
  talent: (id: string) => ['search', 'talent', id] as const,
  company: (url: string) => ['search', 'company', url] as const,
};

/** docs/product/search.md#api sends a fixed placeholder user id with searches; the server uses the signed-in caller. */
const USER_ID_PLACEHOLDER = 'hearth-admin';

export const searchTalents = (prompt: string) =>
  api<TalentSearchResponse>('/query/new', { method: 'POST', data: { prompt, user_id: USER_ID_PLACEHOLDER } });

export const searchCompanies = (prompt: string) =>
  api<CompanySearchResponse>('/company/query', { method: 'POST', data: { prompt, user_id: USER_ID_PLACEHOLDER } });

export const loadMore = (sessionId: string) =>
  api<LoadMoreResponse>('/load_more', { method: 'POST', data: { session_id: sessionId } });

export const getTalent = (id: string, signal?: AbortSignal) =>
  api<{ response: TalentResult }>(`/user/id/${encodeURIComponent(id)}`, { signal }).then((body) => body.response);

/** docs/product/search.md#company: the company fields are normalised with their defaults. */
export const getCompany = (url: string, signal?: AbortSignal) =>
  api<{ response: Company }>(`/company/linkedin/${encodeURIComponent(url)}`, { signal }).then((body) =>
    withCompanyDefaults(body.response),
  );

/**
 * A company (or company search result) with the docs/product/search.md#company defaults for any missing field. The server
 * already normalises; this keeps the defaults if a field is ever missing.
 */
export const withCompanyDefaults = <T extends Company>(company: T): T => ({ ...normaliseCompany({}), ...company });

export const talentQuery = (id: string) =>
  queryOptions({ queryKey: searchKeys.talent(id), queryFn: ({ signal }) => getTalent(id, signal), staleTime: 60_000 });

export const companyQuery = (url: string) =>
  queryOptions({ queryKey: searchKeys.company(url), queryFn: ({ signal }) => getCompany(url, signal), staleTime: 60_000 });

export const useTalent = (id: string | null) => useQuery({ ...talentQuery(id ?? ''), enabled: Boolean(id) });
export const useCompany = (url: string | null) => useQuery({ ...companyQuery(url ?? ''), enabled: Boolean(url) });

export type { TalentResult };
