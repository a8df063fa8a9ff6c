/**
 * WCAG 2 contrast between two colours, as `#rrggbb` or a browser's computed `rgb(r, g, b)` /
 * `rgba(r, g, b, a)` (the alpha is ignored: callers pass opaque colours). The theme uses it to
 * darken colours to AA, the browser tests to check what the page really painted.
 */
export function parseColour(colour: string): [number, number, number] {
  const text = colour.trim();
  if (text.startsWith('#')) {
    const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1);
    const n = parseInt(digits, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const parts = /^rgba?\(([^)]+)\)$/.exec(text)?.[1]?.split(/[\s,/]+/).filter(Boolean);
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${colour}`);
  return [Number(parts[0]), Number(parts[1]), Number(parts[2])];
}

export function luminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
