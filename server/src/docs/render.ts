import { HTTP_METHODS, type JsonSchema, type OpenapiDocument, type Operation, type Parameter } from './openapi.ts';

/**
 * The API reference at /api/docs: plain HTML rendered once from the OpenAPI document, so it needs
 * no script at all (the CSP allows none inline, and a third-party viewer would load from a CDN).
 */
export function renderReference(document: OpenapiDocument): string {
  const operations = collectOperations(document);
  const tags = [...new Set(operations.map((entry) => entry.tag))];
  const nav = tags
    .map(
      (tag) =>
        `<li><a href="#tag-${slug(tag)}">${escape(tagLabel(tag))}</a><ul>${operations
          .filter((entry) => entry.tag === tag)
          .map(
            (entry) =>
              `<li><a href="#${entry.anchor}"><span class="method m-${entry.method}">${entry.method.toUpperCase()}</span> ${escape(entry.path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = tags
    .map((tag) => {
      const description = document.tags?.find((entry) => entry.name === tag)?.description;
      return `<section aria-labelledby="tag-${slug(tag)}"><h2 id="tag-${slug(tag)}">${escape(tagLabel(tag))}</h2>${description ? `<p>${inline(description)}</p>` : ''}${operations
        .filter((entry) => entry.tag === tag)
        .map((entry) => renderOperation(document, entry))
        .join('')}</section>`;
    })
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style>${styles}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<div class="layout">
<nav aria-label="Operations"><p class="brand"><a href="/">${escape(document.info.title)}</a> <span class="muted">${escape(document.info.version)}</span></p><ul>${nav}</ul></nav>
<main id="main">
<header><h1>${escape(document.info.title)} reference</h1><p class="muted">OpenAPI ${escape(document.openapi)} · the machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a></p>
${(document.info.description ?? '')
  .split(/\n{2,}/)
  .map((paragraph) => `<p>${inline(paragraph)}</p>`)
  .join('')}</header>
${sections}
</main>
</div>
</body>
</html>
`;
}

type Entry = { tag: string; method: string; path: string; operation: Operation; anchor: string };

function collectOperations(document: OpenapiDocument): Entry[] {
  const entries: Entry[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      entries.push({
        tag: operation.tags?.[0] ?? 'other',
        method,
        path,
        operation,
        anchor: slug(operation.operationId ?? `${method}-${path}`),
      });
    }
  }
  return entries;
}

function renderOperation(document: OpenapiDocument, { method, path, operation, anchor }: Entry): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody ? Object.entries(operation.requestBody.content) : [];
  return `<article class="operation" aria-labelledby="${anchor}">
<h3 id="${anchor}"><span class="method m-${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
${operation.summary ? `<p class="summary">${inline(operation.summary)}</p>` : ''}
<dl class="facts"><dt>Auth</dt><dd>${auth(document, operation)}</dd>${operation.description ? `<dt>Notes</dt><dd>${inline(operation.description)}</dd>` : ''}</dl>
${parameters.length ? `<h4>Parameters</h4>${renderParameters(document, parameters)}` : ''}
${body.map(([type, media]) => `<h4>Request body <span class="muted">${escape(type)}</span></h4>${media.schema ? renderSchema(document, media.schema) : ''}`).join('')}
<h4>Responses</h4>
<ul class="responses">${Object.entries(operation.responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {});
      const headers = Object.entries(response.headers ?? {});
      return `<li><p><span class="status s${status[0]}">${escape(status)}</span> ${inline(response.description)}</p>${headers
        .map(
          ([name, header]) =>
            `<p class="muted">Header <code>${escape(name)}</code>: ${typeName(document, header.schema)}${header.description ? ` — ${inline(header.description)}` : ''}</p>`,
        )
        .join('')}${content.map(([, media]) => (media.schema ? renderSchema(document, media.schema) : '')).join('')}</li>`;
    })
    .join('')}</ul>
</article>`;
}

/** The operation's `security` (or the document's) in words. */
function auth(document: OpenapiDocument, operation: Operation): string {
  const requirements = operation.security ?? document.security ?? [];
  if (requirements.length === 0) return 'Public: no token needed.';
  const optional = 'Optional: a bearer token (session or API key) may show more.';
  if (requirements.some((requirement) => Object.keys(requirement).length === 0)) return optional;
  // A route that never answers 401 does not need a token, whatever the document-wide default says.
  if (!operation.responses['401']) return optional;
  const forbidden = operation.responses['403'] ? ' Answers 403 to callers without the permission.' : '';
  return `Bearer token: a session token or an admin API key.${forbidden}`;
}

function renderParameters(document: OpenapiDocument, parameters: Parameter[]): string {
  return `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>${parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escape(parameter.name)}</code>${parameter.description ? `<br><span class="muted">${inline(parameter.description)}</span>` : ''}</td><td>${escape(parameter.in)}</td><td>${typeName(document, parameter.schema ?? {})}${constraints(parameter.schema ?? {})}</td><td>${parameter.required ? 'yes' : 'no'}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

/** A schema as a nested list of fields: name, type, required or not, constraints and description. */
function renderSchema(document: OpenapiDocument, schema: JsonSchema, depth = 0, seen = new Set<string>()): string {
  const { resolved, ref } = resolve(document, schema);
  if (ref && seen.has(ref)) return '';
  const nextSeen = ref ? new Set(seen).add(ref) : seen;
  if (depth > 6) return '';
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    const required = new Set((resolved.required as string[] | undefined) ?? []);
    return `<ul class="fields">${Object.entries(properties)
      .map(([name, property]) => {
        const { resolved: inner } = resolve(document, property);
        const description = (property.description ?? inner.description) as string | undefined;
        return `<li><code>${escape(name)}</code> <span class="type">${typeName(document, property)}</span>${required.has(name) ? ' <span class="req">required</span>' : ''}${constraints(inner)}${description ? `<div class="muted">${inline(description)}</div>` : ''}${nested(document, property, depth, nextSeen)}</li>`;
      })
      .join('')}</ul>`;
  }
  const top = nested(document, schema, depth - 1, seen);
  return top || `<p class="type">${typeName(document, schema)}${constraints(resolved)}</p>`;
}

/** The fields inside an object, an array's items or a union's members. */
function nested(document: OpenapiDocument, schema: JsonSchema, depth: number, seen: Set<string>): string {
  const { resolved } = resolve(document, schema);
  if (resolved.properties) return renderSchema(document, resolved, depth + 1, seen);
  if (resolved.items && typeof resolved.items === 'object') {
    const { resolved: items } = resolve(document, resolved.items as JsonSchema);
    if (items.properties) return renderSchema(document, resolved.items as JsonSchema, depth + 1, seen);
  }
  const members = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  if (members)
    return members
      .map((member) => renderSchema(document, member, depth + 1, seen))
      .filter((html) => html.includes('<ul'))
      .join('');
  return '';
}

function typeName(document: OpenapiDocument, schema: JsonSchema): string {
  const { resolved, ref } = resolve(document, schema);
  const name = ref ? ref.split('/').pop() : undefined;
  if (resolved.enum)
    return (resolved.enum as unknown[]).map((value) => `<code>${escape(JSON.stringify(value))}</code>`).join(' | ');
  if ('const' in resolved) return `<code>${escape(JSON.stringify(resolved.const))}</code>`;
  const members = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  if (members) return members.map((member) => typeName(document, member)).join(' | ');
  const types = Array.isArray(resolved.type) ? (resolved.type as string[]) : resolved.type ? [resolved.type as string] : [];
  const shown = types.map((type) => {
    if (type === 'array') return `array of ${resolved.items ? typeName(document, resolved.items as JsonSchema) : 'any'}`;
    if (type === 'object' && name) return escape(name);
    if (type === 'string' && resolved.format) return `string (${escape(String(resolved.format))})`;
    return escape(type);
  });
  return shown.join(' | ') || 'any';
}

function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined && schema.minimum !== Number.MIN_SAFE_INTEGER) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum !== Number.MAX_SAFE_INTEGER) parts.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) parts.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) parts.push(`default <code>${escape(JSON.stringify(schema.default))}</code>`);
  return parts.length ? ` <span class="muted">(${parts.join(', ')})</span>` : '';
}

function resolve(document: OpenapiDocument, schema: JsonSchema): { resolved: JsonSchema; ref?: string } {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (!ref?.startsWith('#/components/schemas/')) return { resolved: schema };
  const target = document.components?.schemas?.[ref.slice('#/components/schemas/'.length)];
  return { resolved: target ?? {}, ref };
}

/** Escaped text with `code` spans and **bold**, the only markdown the descriptions use. */
function inline(text: string): string {
  return escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `api-keys` → `API keys`. */
function tagLabel(tag: string): string {
  const words = tag.split(/[-_\s]+/).map((word) => (word.toLowerCase() === 'api' ? 'API' : word));
  const first = words[0] ?? '';
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(' ');
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const styles = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1c1d21;--muted:#6b6f76;--line:#e6e6e9;--panel:#f7f7f8;--accent:#5e6ad2;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;font-size:15px;line-height:1.55}
@media (prefers-color-scheme:dark){:root{--bg:#0f1011;--fg:#e8e8ea;--muted:#9a9ca3;--line:#26272b;--panel:#17181b;--accent:#8d95f2}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg)}
a{color:var(--accent)}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;background:var(--panel);border:1px solid var(--line);border-radius:4px;padding:0 .3em}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
.layout{display:grid;grid-template-columns:280px minmax(0,1fr);max-width:1280px;margin:0 auto}
nav{position:sticky;top:0;height:100vh;overflow:auto;border-right:1px solid var(--line);padding:1.25rem 1rem;font-size:.9rem}
nav ul{list-style:none;margin:0;padding:0}nav>ul>li{margin-bottom:.9rem}nav>ul>li>a{font-weight:600;color:var(--fg);text-decoration:none}
nav li li a{display:block;color:var(--muted);text-decoration:none;padding:.15rem 0;word-break:break-all}nav li li a:hover{color:var(--fg)}
.brand{font-weight:700;margin:0 0 1rem}.brand a{color:var(--fg);text-decoration:none}main{padding:2rem 2.5rem 4rem;min-width:0}h1{font-size:1.75rem;margin:0 0 .25rem}
h2{font-size:1.25rem;border-bottom:1px solid var(--line);padding-bottom:.4rem;margin-top:2.5rem}
h3{font-size:1rem;margin:0 0 .5rem;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}h3 code{background:none;border:0;font-size:1rem;padding:0;word-break:break-all}
h4{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:1rem 0 .4rem}
.operation{border:1px solid var(--line);border-radius:10px;padding:1.1rem 1.25rem;margin:1rem 0;background:var(--bg)}
.summary{margin:.25rem 0 .5rem}.muted{color:var(--muted)}
.method{display:inline-block;min-width:4.2em;text-align:center;font:600 .72rem/1.6 ui-monospace,monospace;border-radius:4px;padding:0 .4em;color:#fff;background:#6b6f76}
.m-get{background:#2f7d4f}.m-post{background:#3b5bdb}.m-put,.m-patch{background:#a35f00}.m-delete{background:#c2255c}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.2rem .9rem;margin:.5rem 0}.facts dt{color:var(--muted)}.facts dd{margin:0}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;border-bottom:1px solid var(--line);padding:.35rem .5rem;vertical-align:top}th{color:var(--muted);font-weight:500}
.responses{list-style:none;padding:0;margin:0}.responses>li{border-top:1px solid var(--line);padding:.5rem 0}.responses p{margin:.1rem 0}
.status{font:600 .8rem ui-monospace,monospace;padding:0 .35em;border-radius:4px;background:var(--panel);border:1px solid var(--line)}.s2{color:#2f7d4f}.s4{color:#c2255c}
.fields{list-style:none;margin:.3rem 0;padding-left:1rem;border-left:2px solid var(--line);font-size:.9rem}.fields li{margin:.3rem 0}
.type{color:var(--muted);font-family:ui-monospace,monospace;font-size:.85em}.req{font-size:.75rem;color:#c2255c}
@media (max-width:800px){.layout{display:flex;flex-direction:column}nav{order:2;position:static;height:auto;border-right:0;border-top:1px solid var(--line)}main{padding:1.25rem}}
`;
