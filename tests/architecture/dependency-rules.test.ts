/**
 * The dependency rules of docs/architecture.md, checked on every run: no import circle, no layer
 * importing a higher one, the client and shared code kept apart from the server, and the wallet
 * never depending on the order or store domains that pay through it. A new kind of import fails
 * here until the rule is changed on purpose.
 */
import { describe, expect, it } from 'vitest';
import { circles, readImportGraph, type Edge } from './import-graph';

const edges = readImportGraph();

/** The server's layers, lowest first. A file may import its own layer or a lower one. */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  ['ids', 'errors', 'config', 'validation'],
  ['db', 'auth'],
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

  it('keeps migrations self-contained, and the server layers importing only downwards', () => {
    expect(show(edges.filter((e) => e.from.startsWith('migrations/') && !e.to.startsWith('migrations/')))).toEqual([]);
    const upward = edges.filter(
      (e) =>
        e.from.startsWith('src-server/') &&
        e.to.startsWith('src-server/') &&
        serverLayer(e.to) > serverLayer(e.from) &&
        !(e.typeOnly && UPWARD_TYPES.has(serverPart(e.to))),
    );
    expect(show(upward)).toEqual([]);
  });

  it('keeps the wallet (ledger, statements, credits, withdrawals, fees, bank accounts) independent of orders and the store', () => {
    const wallet = /^src-server\/services\/(wallet\/|wallet-|ledger|withdrawals|fees|bank-accounts)/;
    const payers = /^src-server\/services\/(orders\/|order-|store\/|store-)/;
    expect(show(edges.filter((e) => wallet.test(e.from) && payers.test(e.to)))).toEqual([]);
  });
});
