import { describe, expect, it } from 'vitest';
import { contrast, parseColour } from '../../src-client/colour-contrast';

describe('colour contrast (WCAG 2)', () => {
  it('reads hex and the browser’s rgb()/rgba() forms alike', () => {
    expect(parseColour('#0c8599')).toEqual([12, 133, 153]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(12, 133, 153)')).toEqual([12, 133, 153]);
    expect(parseColour('rgba(12, 133, 153, 1)')).toEqual([12, 133, 153]);
    expect(parseColour('rgb(12 133 153 / 1)')).toEqual([12, 133, 153]);
    expect(() => parseColour('teal')).toThrow();
  });

  it('gives the known ratios: 21 for black on white, 1 for a colour on itself, either order', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('rgb(255, 255, 255)', '#000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, #959595 is 2.99:1 (under 3).
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#959595')).toBeCloseTo(2.995, 3);
  });
});
