/**
 * Steps an axis may take between labelled bars: every day, every other day, … a week, a fortnight.
 * A regular step reads as a scale; recharts' own thinning left uneven gaps and, measured with a
 * fallback font before Vazirmatn loaded, labels that touched.
 */
export const TICK_STEPS = [1, 2, 3, 5, 7, 10, 14, 15, 30] as const;

/** Room kept free between two neighbouring labels, in pixels. */
export const TICK_GAP = 12;

/**
 * The smallest step of `steps` at which `count` evenly spread labels, each up to `labelWidth`
 * wide, keep `gap` between them across `plotWidth`. Before the plot is measured (width 0) only
 * the first label shows, so nothing overlaps on the first paint either.
 */
export function tickStep(count: number, plotWidth: number, labelWidth: number, { gap = TICK_GAP, steps = TICK_STEPS }: { gap?: number; steps?: readonly number[] } = {}): number {
  if (count <= 1) return 1;
  if (plotWidth <= 0) return count;
  const slot = plotWidth / count;
  const needed = labelWidth + gap;
  const nice = steps.find((s) => s * slot >= needed);
  return Math.min(count, nice ?? Math.ceil(needed / slot));
}

/**
 * Of several sets of labels for the same points (the full ones first, shorter ones after), the
 * first that fits on every point, or else the last one thinned by `tickStep`.
 */
export function chooseTicks(widths: readonly number[], count: number, plotWidth: number): { variant: number; step: number } {
  for (let variant = 0; variant < widths.length; variant++) {
    const step = tickStep(count, plotWidth, widths[variant]!);
    if (step === 1 || variant === widths.length - 1) return { variant, step };
  }
  return { variant: 0, step: 1 };
}
