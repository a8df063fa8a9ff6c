/**
 * The project's own import graph, read from the source text: for each .ts/.tsx file, the project
 * files it imports (static, re-exports and dynamic `import()`), and whether each import is
 * type-only (erased at build time, so it cannot make a runtime circle).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SOURCE_FOLDERS = ['src-shared', 'src-server', 'src-client', 'migrations', 'scripts'];

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Every .ts/.tsx file under a folder of the repository, relative to the root. */
export function sourceFilesUnder(folder: string): string[] {
  return filesUnder(join(ROOT, folder)).map((file) => relative(ROOT, file));
}

function filesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|\n)[ \t]*(?:import|export)[ \t]+(type[ \t]+)?(?:[^'";]*?[ \t\n]from[ \t]*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(fromFile: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@shared/')) base = join(ROOT, 'src-shared', spec.slice('@shared/'.length));
  else if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // CSS modules, JSON and other assets
}

/** Every project-internal import, with paths relative to the repository root. */
export function readImportGraph(): Edge[] {
  const edges: Edge[] = [];
  for (const folder of SOURCE_FOLDERS) {
    for (const file of filesUnder(join(ROOT, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const target = resolveImport(file, (match[2] ?? match[3])!);
        if (target) edges.push({ from: relative(ROOT, file), to: relative(ROOT, target), typeOnly: Boolean(match[1]) });
      }
    }
  }
  return edges;
}

/** Strongly connected groups of more than one file (Tarjan), i.e. import circles. */
export function circles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (next.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}
