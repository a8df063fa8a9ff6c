import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The store screens join a line's parts with joinParts / <JoinedParts> (src-shared/text/list.ts),
 * never with a «، » written into the code: a comma that starts or ends a string, follows or leads an
 * interpolated part, or is given to .join(). A comma inside a sentence of prose is not a separator.
 */
const STORE_SCREENS = [new URL('../../src-client/features/store/', import.meta.url), new URL('../../src-client/features/store-admin/', import.meta.url)];
const INLINE_SEPARATOR = [
  /\.join\(\s*['"`]،/, // list.join('، ')
  /['"`]،\s/, // '، ' or `، پرداخت: …`
  /\}،\s/, // `${a}، …` or JSX {a}، …
  /،\s*\$?\{/, // …، ${b} or JSX …، {b}
];

function inlineSeparators(source: string): string[] {
  return source
    .split('\n')
    .map((line, i) => ({ line: line.trim(), no: i + 1 }))
    .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*') && INLINE_SEPARATOR.some((re) => re.test(line)))
    .map(({ line, no }) => `${no}: ${line}`);
}

describe('store screens join parts with joinParts / JoinedParts, not an inline «، »', () => {
  it('finds the inline forms it looks for', () => {
    expect(inlineSeparators("names.join('، ')")).toHaveLength(1);
    expect(inlineSeparators("{o.paid_at ? `، پرداخت: ${date}` : ''}")).toHaveLength(1);
    expect(inlineSeparators('{a}، {b}')).toHaveLength(1);
    expect(inlineSeparators('کالاهای فیزیکی، فایل‌های دیجیتال و دوره‌ها')).toEqual([]);
  });

  it('has none in src-client/features/store and store-admin', () => {
    const files = STORE_SCREENS.flatMap((dir) => readdirSync(dir).filter((name) => /\.tsx?$/.test(name)).map((name) => new URL(name, dir)));
    expect(files.map((f) => f.pathname)).toEqual(expect.arrayContaining([expect.stringMatching(/CheckoutPage\.tsx$/), expect.stringMatching(/product-form\.ts$/)]));
    const found = files.flatMap((file) => inlineSeparators(readFileSync(file, 'utf8')).map((hit) => `${file.pathname.split('/src-client/')[1]}:${hit}`));
    expect(found).toEqual([]);
  });

  it('has none in src-shared, where the audit change line and the media messages list their parts too', () => {
    const shared = new URL('../../src-shared/', import.meta.url);
    const files = readdirSync(shared, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && name !== 'text/list.ts') // list.ts defines the separator
      .map((name) => new URL(name, shared));
    expect(files.map((f) => f.pathname)).toEqual(expect.arrayContaining([expect.stringMatching(/admin\/audit\.ts$/), expect.stringMatching(/store\/media\.ts$/)]));
    const found = files.flatMap((file) => inlineSeparators(readFileSync(file, 'utf8')).map((hit) => `${file.pathname.split('/src-shared/')[1]}:${hit}`));
    expect(found).toEqual([]);
  });
});
