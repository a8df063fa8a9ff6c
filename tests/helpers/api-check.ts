/**
 * `npm run api:check` and tests/rest/openapi.test.ts (issue 17): the document /api/openapi.json
 * serves lists exactly the /api paths the app mounts (read from Hono's own route list), and every
 * example in it is accepted by the zod schema it illustrates.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../src-server/deps';
import { documentedRestPaths } from '../../src-server/rest';
import { liveStreamDoc } from '../../src-server/rest/live-doc';
import { openApiPath } from '../../src-server/rest/openapi';

export interface ApiCheckResult {
  mounted: number;
  documented: number;
  undocumented: string[];
  notMounted: string[];
  badExamples: string[];
}

/** `METHOD /api/path{param}` of every /api route the app answers (the /api/* catch-all aside). */
export function mountedOperations(app: Hono): Set<string> {
  const out = new Set<string>();
  for (const r of app.routes) {
    if (!r.path.startsWith('/api/') || r.path === '/api/*' || r.method === 'ALL') continue;
    out.add(`${r.method} ${openApiPath(r.path)}`);
  }
  return out;
}

export function documentedOperations(document: { paths: Record<string, Record<string, unknown>> }): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) for (const method of Object.keys(item)) out.add(`${method.toUpperCase()} ${path}`);
  return out;
}

export function examplesProblems(deps: AppDeps): string[] {
  const problems: string[] = [];
  for (const p of documentedRestPaths(deps, [liveStreamDoc])) {
    const where = `${p.method} /api${p.path}`;
    const { example, body, answer } = p.doc;
    if (example?.body !== undefined) {
      if (!body) problems.push(`${where}: a body example without a body schema`);
      else {
        const r = body.safeParse(example.body);
        if (!r.success) problems.push(`${where}: body example: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
    }
    if (example?.answer !== undefined) {
      const r = answer.safeParse(example.answer);
      if (!r.success) problems.push(`${where}: answer example: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
  }
  return problems;
}

export async function checkApi(app: Hono, deps: AppDeps): Promise<ApiCheckResult> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  const mounted = mountedOperations(app);
  const documented = documentedOperations(document);
  return {
    mounted: mounted.size,
    documented: documented.size,
    undocumented: [...mounted].filter((op) => !documented.has(op)).sort(),
    notMounted: [...documented].filter((op) => !mounted.has(op)).sort(),
    badExamples: examplesProblems(deps),
  };
}
