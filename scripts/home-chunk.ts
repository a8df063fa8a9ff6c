// One chunk for what the home page needs beyond the entry (issue 13: a visitor's initial JS).
// Left to itself the bundler splits the home page's dependencies into ~45 small shared chunks
// (each Mantine component, each shared message file); gzip then compresses each alone and the
// home page downloads ~12 KB more than the same code in one file. Once the module graph is known,
// this plugin records every module the home page reaches by static imports that the entry does
// not, and `group` gathers them into one `home-deps` chunk. Pages that share some of these
// modules (the store, the services list) load that chunk too: mostly what they use anyway.
//
// A library's barrel file (`@mantine/core`'s index re-exports every component) would make the
// entry seem to reach everything, so an import from a barrel is followed only to the modules
// that define the names imported. Should the sets still overlap, the entry would import the
// group's chunk and every page would load it: generateBundle fails the build instead.
import path from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /\b(?:import|export)\s*(?:(type\s+)?([\w$*\s{},]*?)\s*from\s*)?["']([^"']+)["']/g;
const NAMED = /^\{([^}]*)\}$/;

/** Names bound by an import clause (`{ a, b as c }`), or null when it takes everything (`* as x`, default + namespace). */
function importedNames(clause: string): string[] | null {
  const named = NAMED.exec(clause.trim());
  if (!named) return null;
  return named[1]!
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, ''))
    .filter(Boolean);
}

export function homeChunk(opts: { root: string; entry: string; page: string; own: string }) {
  const captured = new Set<string>();
  const group = { name: 'home-deps', test: (id: string) => captured.has(id), includeDependenciesRecursively: false };
  const plugin: Plugin = {
    name: 'coffenet-home-chunk',
    apply: 'build',
    async buildEnd() {
      const edges = new Map<string, string[]>();
      const barrels = new Map<string, Map<string, string>>(); // barrel id → exported name → defining module

      /** For a library module made only of import/export lines: which module defines each name. */
      const barrelOf = async (id: string): Promise<Map<string, string> | null> => {
        if (barrels.has(id)) return barrels.get(id)!;
        const code = this.getModuleInfo(id)?.code;
        if (!id.includes(`${path.sep}node_modules${path.sep}`) || !code) return null;
        const body = code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        if (body.replace(IMPORT, '').replace(/export\s*\{[^}]*\}\s*;?/g, '').trim().replace(/;/g, '').trim() !== '') return null;
        const local = new Map<string, string>(); // local binding → source module
        const exported = new Map<string, string>();
        for (const m of body.matchAll(IMPORT)) {
          const names = m[2] ? importedNames(m[2]) : null;
          const source = (await this.resolve(m[3]!, id))?.id;
          if (!names || !source) continue;
          const clause = NAMED.exec(m[2]!.trim())![1]!;
          for (const part of clause.split(',').map((p) => p.trim()).filter(Boolean)) {
            const [, alias] = part.split(/\s+as\s+/);
            const binding = (alias ?? part).trim();
            if (m[0].startsWith('export')) exported.set(binding, source);
            else local.set(binding, source);
          }
        }
        for (const m of body.matchAll(/export\s*\{([^}]*)\}\s*;?(?!\s*from)/g)) {
          for (const part of m[1]!.split(',').map((p) => p.trim()).filter(Boolean)) {
            const [name, alias] = part.split(/\s+as\s+/);
            const source = local.get(name!.trim());
            if (source) exported.set((alias ?? name!).trim(), source);
          }
        }
        barrels.set(id, exported);
        return exported;
      };

      /** The modules `id` needs: an import from a barrel counts only the modules of the names it takes. */
      const needs = async (id: string): Promise<string[]> => {
        if (edges.has(id)) return edges.get(id)!;
        const info = this.getModuleInfo(id);
        let out = [...(info?.importedIds ?? [])];
        if (info?.code && !(await barrelOf(id))) {
          out = [];
          for (const m of info.code.matchAll(IMPORT)) {
            if (m[1]) continue; // `import type`: erased
            const target = (await this.resolve(m[3]!, id))?.id;
            if (!target || !info.importedIds.includes(target)) continue;
            const names = m[2] ? importedNames(m[2]) : null;
            const barrel = names ? await barrelOf(target) : null;
            const defining = barrel && names!.map((n) => barrel.get(n));
            if (defining && defining.every(Boolean)) out.push(...(defining as string[]));
            else out.push(target);
          }
        }
        edges.set(id, out);
        return out;
      };

      const reach = async (from: string) => {
        const seen = new Set<string>();
        const stack = [from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(await needs(id)));
        }
        return seen;
      };
      const entry = await reach(path.resolve(opts.root, opts.entry));
      const ownDir = path.resolve(opts.root, opts.own) + path.sep;
      captured.clear();
      for (const id of await reach(path.resolve(opts.root, opts.page))) {
        if (!entry.has(id) && !id.startsWith(ownDir) && !(await barrelOf(id))) captured.add(id);
      }
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.imports.some((file) => file.includes(`${group.name}-`))) {
          this.error(`${chunk.fileName} imports the ${group.name} chunk: scripts/home-chunk.ts captured a module the entry needs`);
        }
      }
    },
  };
  return { plugin, group };
}
