import { describe, expect, it } from 'vitest';
import { chooseTicks, TICK_GAP, tickStep } from '../../src-client/ui/tick-step';

describe('tickStep: how many bars apart the x-axis labels sit', () => {
  it('labels every bar when each label and its gap fit in one bar’s width', () => {
    // 7 weekdays across 1000 px: 142 px a bar, labels 45 px wide.
    expect(tickStep(7, 1000, 45)).toBe(1);
  });

  it('thins 30 dates on a phone to a regular step, never letting two labels come closer than the gap', () => {
    // 30 days across 210 px (a 375 px phone): 7 px a bar, dates 35 px wide.
    const step = tickStep(30, 210, 35);
    expect(step).toBe(7); // a week: 5 days (35 px) would bring two dates within 12 px
    expect((210 / 30) * step).toBeGreaterThanOrEqual(35 + TICK_GAP);
  });

  it('takes every other day on a desktop where every day would touch', () => {
    expect(tickStep(30, 1000, 35)).toBe(2);
  });

  it('keeps one label and no more before the box is measured, and for a single point', () => {
    expect(tickStep(30, 0, 35)).toBe(30);
    expect(tickStep(1, 0, 35)).toBe(1);
  });

  it('goes past the listed steps when even the largest is too close, and never past the count', () => {
    expect(tickStep(100, 100, 40, { steps: [1, 2] })).toBe(52);
    expect(tickStep(5, 10, 40)).toBe(5);
  });
});

describe('chooseTicks: full labels, else shorter ones, else thinned', () => {
  it('keeps the full weekday names when all seven fit', () => {
    expect(chooseTicks([45, 10], 7, 1000)).toEqual({ variant: 0, step: 1 });
  });

  it('switches to the one-letter weekdays on a phone rather than drop days', () => {
    expect(chooseTicks([45, 10], 7, 230)).toEqual({ variant: 1, step: 1 });
  });

  it('thins the shortest labels when even they do not fit', () => {
    expect(chooseTicks([45, 10], 7, 60)).toEqual({ variant: 1, step: 3 });
  });
});
