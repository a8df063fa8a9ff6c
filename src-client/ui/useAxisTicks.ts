import { useEffect, useMemo, useState } from 'react';
import { useElementSize } from '@mantine/hooks';
import { chooseTicks } from './tick-step';

/** The charts' tick font (Mantine charts draw ticks at 12 px in the page's font). */
const TICK_FONT_SIZE = 12;

function widest(labels: readonly string[]): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return labels.reduce((w, l) => Math.max(w, l.length * TICK_FONT_SIZE * 0.6), 0);
  ctx.font = `${TICK_FONT_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
  return labels.reduce((w, l) => Math.max(w, ctx.measureText(l).width), 0);
}

/**
 * The x-axis ticks of a bar chart in a box measured as it resizes: which labels (full or short,
 * `variants[0]` being the data's own) and how many bars apart, so labels never overlap at 320 px
 * or at a desktop width. `reserved` is the width the y-axis and margins take from the box.
 */
export function useAxisTicks<T extends HTMLElement = HTMLDivElement>(variants: readonly (readonly string[])[], reserved: number) {
  const { ref, width } = useElementSize<T>();
  const [fontsReady, setFontsReady] = useState(false);
  // Widths measured with the fallback font are narrower; measure again once Vazirmatn is in.
  useEffect(() => void document.fonts?.ready.then(() => setFontsReady(true)), []);
  const key = variants.map((v) => v.join('|')).join('‖');
  const widths = useMemo(() => variants.map(widest), [key, fontsReady]);
  const count = variants[0]?.length ?? 0;
  const { variant, step } = chooseTicks(widths, count, width - reserved);
  const names = useMemo(() => new Map(variants[0]?.map((label, i) => [label, variants[variant]?.[i] ?? label])), [key, variant]);
  return { ref, interval: step - 1, format: (value: string) => names.get(value) ?? value };
}
