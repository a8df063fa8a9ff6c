/**
 * User-facing text lives once in src-shared, and that includes the names a screen reader reads
 * (aria-label, a date picker's ariaLabel, a theme's default labels): a component names its
 * icon buttons and regions from a messages module (LABELS, STORE_LABELS, …), never inline.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from './import-graph';

// aria-label="…", ariaLabel="…", aria-label={`…`} and 'aria-label': '…' holding Persian letters.
const INLINE_LABEL = /(?:aria-label|ariaLabel)=(?:"[^"]*|\{`[^`]*)[\u0600-\u06FF]|'aria-label':\s*'[^']*[\u0600-\u06FF]/;

describe('screen-reader labels', () => {
  it('are written in no client component, only in src-shared', () => {
    const files = sourceFilesUnder('src-client');
    expect(files.length).toBeGreaterThan(50);
    const inline = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (INLINE_LABEL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(inline).toEqual([]);
  });
});
