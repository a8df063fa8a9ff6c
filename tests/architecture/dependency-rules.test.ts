/**
 * The dependency rules of docs/architecture.md, checked on every run: no import circle, no layer
 * importing a higher one, the client and shared code kept apart from the server, and each domain
 * of src-server/services/ calling only the domains its row of DOMAIN_CALLS names. A new kind of import fails
 * here until the rule is changed on purpose.
 */
import { describe, expect, it } from 'vitest';
import { circles, readImportGraph, sourceFilesUnder, type Edge } from './import-graph';

const edges = readImportGraph();

/** The server's layers, lowest first. A file may import its own layer or a lower one. */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  ['errors', 'config', 'validation'],
  // ids builds its SQL id blocks with the dialect helpers of db/.
  ['db', 'ids', 'auth'],
  ['services', 'payments'],
  ['deps', 'seed'],
  ['context'],
  ['trpc', 'http'],
  ['routers'],
  ['rest'],
  ['app'],
  ['server'],
  ['main'],
];

/** Which part of the server a file belongs to: its first folder, or its own name at the top. */
function serverPart(path: string): string {
  const rest = path.slice('src-server/'.length).split('/');
  return rest.length === 1 ? rest[0]!.replace(/\.ts$/, '') : rest[0]!;
}

function serverLayer(path: string): number {
  const part = serverPart(path);
  const layer = SERVER_LAYERS.findIndex((parts) => parts.includes(part));
  if (layer < 0) throw new Error(`${path}: src-server/${part} is in no layer of SERVER_LAYERS`);
  return layer;
}

/** Type-only imports that may point upwards: the bundle of services' dependencies is handed down by type. */
const UPWARD_TYPES = new Set(['deps']);

const show = (list: Edge[]) => list.map((e) => `${e.from} → ${e.to}${e.typeOnly ? ' (type)' : ''}`);

describe('dependency rules', () => {
  it('reads a real graph (the rules below are not checking an empty list)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'src-server/main.ts', to: 'src-server/server.ts', typeOnly: false });
  });

  it('has no import circle anywhere', () => {
    expect(circles(edges)).toEqual([]);
  });

  it('keeps src-shared below everything: it imports only itself', () => {
    expect(show(edges.filter((e) => e.from.startsWith('src-shared/') && !e.to.startsWith('src-shared/')))).toEqual([]);
  });

  it('keeps the client off the server except for the router types tRPC needs', () => {
    const wrong = edges.filter(
      (e) => e.from.startsWith('src-client/') && !e.to.startsWith('src-client/') && !e.to.startsWith('src-shared/') && !(e.typeOnly && e.to.startsWith('src-server/routers/')),
    );
    expect(show(wrong)).toEqual([]);
    expect(show(edges.filter((e) => !e.from.startsWith('src-client/') && e.to.startsWith('src-client/')))).toEqual([]);
  });

  it('lets no page import the page table (that closed a circle through every page)', () => {
    expect(show(edges.filter((e) => e.to === 'src-client/pages.ts' && e.from !== 'src-client/App.tsx'))).toEqual([]);
  });

  it('lets migrations import only the dialect helpers, and the server layers import only downwards', () => {
    const DIALECT = 'src-server/db/dialect.ts';
    expect(show(edges.filter((e) => e.from.startsWith('migrations/') && !e.to.startsWith('migrations/') && e.to !== DIALECT))).toEqual([]);
    const upward = edges.filter(
      (e) =>
        e.from.startsWith('src-server/') &&
        e.to.startsWith('src-server/') &&
        serverLayer(e.to) > serverLayer(e.from) &&
        !(e.typeOnly && UPWARD_TYPES.has(serverPart(e.to))),
    );
    expect(show(upward)).toEqual([]);
  });

});

/**
 * Which domains of src-server/services/ each domain may call (see each folder's README). A call
 * not listed fails below; adding one is a design decision, made here on purpose.
 */
const DOMAIN_CALLS: Readonly<Record<string, readonly string[]>> = {
  lists: [],
  files: [],
  audit: [],
  notifications: [],
  auth: ['cafes', 'notifications'],
  cafes: ['lists', 'notifications'],
  wallet: ['audit', 'lists', 'notifications'],
  chat: ['orders', 'notifications'],
  orders: ['cafes', 'chat', 'files', 'notifications', 'wallet'],
  store: ['audit', 'auth', 'files', 'lists', 'notifications', 'wallet'],
  tickets: ['lists', 'notifications'],
  admin: ['audit', 'auth', 'cafes', 'orders', 'tickets', 'wallet'],
};
/** The one two-way pair: chat checks the order's party; a status change writes a chat message. */
const TWO_WAY = new Set(['chat>orders', 'orders>chat']);

const domainOf = (path: string) => /^src-server\/services\/([^/]+)\//.exec(path)?.[1] ?? null;

describe('domain rules (src-server/services)', () => {
  it('has every service in a domain folder listed in DOMAIN_CALLS', () => {
    const services = sourceFilesUnder('src-server/services');
    expect(services.length).toBeGreaterThan(60);
    expect(
      services.filter((p) => {
        const domain = domainOf(p);
        return !domain || !Object.hasOwn(DOMAIN_CALLS, domain);
      }),
    ).toEqual([]);
  });

  it('lets a domain call only the domains it is allowed to', () => {
    const wrong = edges.filter((e) => {
      const from = domainOf(e.from);
      const to = domainOf(e.to);
      return from && to && from !== to && !DOMAIN_CALLS[from]!.includes(to);
    });
    expect(show(wrong)).toEqual([]);
  });

  it('allows no circle between domains but the declared orders ↔ chat pair', () => {
    const calls = Object.entries(DOMAIN_CALLS).flatMap(([from, tos]) =>
      tos.filter((to) => !TWO_WAY.has(`${from}>${to}`)).map((to) => ({ from, to, typeOnly: false })),
    );
    expect(circles(calls)).toEqual([]);
    expect(DOMAIN_CALLS.wallet).not.toContain('orders');
    expect(DOMAIN_CALLS.wallet).not.toContain('store');
  });
});
