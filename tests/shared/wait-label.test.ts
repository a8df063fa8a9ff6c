import { describe, expect, it } from 'vitest';
import { formatWait, waitingLabel } from '@shared/auth/wait-label';

// A refused send can wait out an hour's window: from a minute on the wait reads in minutes and seconds.
describe('the send button\'s wait', () => {
  it('reads seconds under a minute, as before', () => {
    expect(formatWait(45)).toBe('۴۵ ثانیه');
    expect(formatWait(59)).toBe('۵۹ ثانیه');
    expect(formatWait(1)).toBe('۱ ثانیه');
    expect(formatWait(0)).toBe('۰ ثانیه');
  });

  it('reads minutes and seconds from a minute on, minutes alone on the minute', () => {
    expect(formatWait(60)).toBe('۱ دقیقه');
    expect(formatWait(61)).toBe('۱ دقیقه و ۱ ثانیه');
    expect(formatWait(120)).toBe('۲ دقیقه');
    expect(formatWait(3599)).toBe('۵۹ دقیقه و ۵۹ ثانیه');
    expect(formatWait(3600)).toBe('۶۰ دقیقه');
  });

  it('never shows a fraction, a negative or Latin digits', () => {
    expect(formatWait(59.2)).toBe('۱ دقیقه');
    expect(formatWait(-3)).toBe('۰ ثانیه');
    for (const s of [5, 75, 1234, 3600]) expect(formatWait(s)).not.toMatch(/[0-9٬,.]/);
  });

  it('puts the wait in the button\'s label', () => {
    expect(waitingLabel('ارسال کد', 3599)).toBe('ارسال کد تا ۵۹ دقیقه و ۵۹ ثانیه دیگر');
    expect(waitingLabel('ارسال دوباره', 30)).toBe('ارسال دوباره تا ۳۰ ثانیه دیگر');
  });
});
