import { createHash } from 'node:crypto';
import type { OpenAPIV3_1 } from 'openapi-types';

// The page for developers at GET /api/docs: the OpenAPI document laid out as HTML on the server, with no
// script and nothing from another origin, so it works under a policy of `default-src 'none'`.

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem 4rem; color: #1f2937; }
h1 { margin-bottom: 0.25rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #d1d5db; }
section.operation { border: 1px solid #d1d5db; border-radius: 6px; margin: 1rem 0; padding: 0.5rem 1rem; }
h3 { font-size: 1rem; margin: 0.25rem 0; } h3 code { font-size: 1rem; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; text-transform: uppercase; }
.get { color: #1d4ed8; } .post { color: #047857; } .patch { color: #b45309; } .delete { color: #b91c1c; } .put { color: #6d28d9; }
.auth { font-size: 0.85rem; color: #6b7280; }
table { border-collapse: collapse; margin: 0.5rem 0; } th, td { text-align: left; padding: 0.15rem 0.75rem 0.15rem 0; vertical-align: top; }
pre { background: #f3f4f6; padding: 0.5rem; overflow-x: auto; font-size: 0.85rem; }
summary { cursor: pointer; }
`;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const code = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;
const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operationHtml(path: string, method: string, op: OpenAPIV3_1.OperationObject): string {
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  return `<section class="operation" id="${anchor(op.operationId ?? `${method}${path}`)}">
<h3><span class="method ${method}">${method}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary ?? '')}${op.security ? ' <span class="auth">(staff token)</span>' : ''}</p>
${op.description ? `<p>${escape(op.description)}</p>` : ''}
${
  params.length > 0
    ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${params
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
${body ? `<details><summary>Request body (application/json)</summary>${code(body)}</details>` : ''}
<table><thead><tr><th>answer</th><th>meaning</th></tr></thead><tbody>${responses
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {});
      const detail = content.map(([type, media]) => `<details><summary>${escape(type)}</summary>${code(media.schema)}</details>`).join('');
      const headers = Object.keys(response.headers ?? {}).map((name) => `<code>${escape(name)}</code>`);
      const headerNote = headers.length > 0 ? ` <span class="auth">(header ${headers.join(', ')})</span>` : '';
      return `<tr><td>${status}</td><td>${escape(response.description)}${headerNote}${detail}</td></tr>`;
    })
    .join('')}</tbody></table>
</section>`;
}

/** The page, and the Content-Security-Policy that lets exactly its one style block run. */
export function docsPage(document: OpenAPIV3_1.Document): { html: string; csp: string } {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const tags = document.tags ?? [];
  // In the order the document lists its tags (public, staff, service), any other after them.
  const rank = (tag: string) => {
    const index = tags.findIndex((t) => t.name === tag);
    return index === -1 ? tags.length : index;
  };
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([tag, ops]) => {
      const description = tags.find((t) => t.name === tag)?.description;
      return `<h2 id="tag-${anchor(tag)}">${escape(tag)}</h2>${description ? `<p>${escape(description)}</p>` : ''}${ops.join('\n')}`;
    })
    .join('\n');
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(([name, schema]) => `<details id="${anchor(`schema-${name}`)}"><summary><code>${escape(name)}</code></summary>${code(schema)}</details>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? '')}</p>
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<p>Sections: ${[...byTag.keys()]
    .sort((a, b) => rank(a) - rank(b))
    .map((tag) => `<a href="#tag-${anchor(tag)}">${escape(tag)}</a>`)
    .join(' · ')} · <a href="#schemas">schemas</a></p>
${sections}
<h2 id="schemas">Schemas</h2>
${schemas}
</body>
</html>
`;
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  const csp = `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
