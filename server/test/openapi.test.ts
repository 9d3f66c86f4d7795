import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { DOCS_URL, OPENAPI_URL } from '../src/docs/routes.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
        summary?: string;
        operationId?: string;
      }
    >
  >;
};

async function fetchDocument(): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_URL });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** `/api/event/:slug/invite` → `/api/event/{slug}/invite`, as @fastify/swagger writes paths. */
function openapiPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}').replace(/\*/g, '{*}');
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('lists every route under /api (a route left out of it, or hidden, fails here)', async () => {
    const document = await fetchDocument();
    const apiRoutes = t.app.routeCatalog.filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.url !== OPENAPI_URL && route.url !== DOCS_URL,
    );
    // Sanity: the catalogue really holds the app's routes.
    expect(apiRoutes.length).toBeGreaterThan(5);
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/api-keys' });

    const missing = apiRoutes
      .filter((route) => !document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describes every operation: a summary, tags, described responses and the 429 of the rate limit', async () => {
    const document = await fetchDocument();
    const problems: string[] = [];
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths).filter(([path]) => path.startsWith('/api/'))) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!operation.summary) problems.push(`${name}: no summary`);
        if (!operation.operationId || operationIds.has(operation.operationId)) problems.push(`${name}: no unique operationId`);
        operationIds.add(operation.operationId ?? '');
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!response.description || response.description === 'Default Response')
            problems.push(`${name} ${status}: no description`);
        }
        if (!path.startsWith('/api/health') && !operation.responses['429']?.headers?.['Retry-After'])
          problems.push(`${name}: no 429 with Retry-After`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents the API key routes with their payloads and errors', async () => {
    const document = await fetchDocument();
    const create = document.paths['/api/api-keys']?.post;
    expect(Object.keys(create?.responses ?? {}).sort()).toEqual([
      '201',
      '400',
      '401',
      '403',
      '408',
      '413',
      '415',
      '429',
      '431',
      '503',
    ]);
    expect(document.paths['/api/api-keys']?.get).toBeDefined();
    expect(Object.keys(document.paths['/api/api-keys/{id}']?.delete?.responses ?? {})).toContain('404');
    const text = JSON.stringify(document);
    expect(text).toContain('#/components/schemas/CreatedApiKey');
  });
});

describe('API reference page', () => {
  it('renders every documented operation as HTML without any script', async () => {
    const [document, page] = await Promise.all([fetchDocument(), t.app.inject({ method: 'GET', url: DOCS_URL })]);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('<h1>Hearth API reference</h1>');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        expect(page.body, `${method} ${path}`).toContain(
          `<span class="method m-${method}">${method.toUpperCase()}</span> <code>${path}</code>`,
        );
      }
    }
    expect(page.body).toContain('Public: no token needed.');
    expect(page.body).toContain('Site admins only');
    expect(page.body).toContain('Retry-After');
  });
});
