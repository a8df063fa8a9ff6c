import { describe, expect, it } from 'vitest';
import { orderCreateHref, formatRating } from '@shared/catalogue/constants';
import { formatWhatsapp, normalizeIranMobile, socialHandle, INSTAGRAM_HOSTS, whatsappUrl } from '@shared/catalogue/contacts';
import { persianDigits } from '@shared/text/digits';
import { formatMinutes, parseDuration, splitMinutes } from '@shared/catalogue/durations';
import { normalizePersianText } from '@shared/text/persian-text';
import { taskForm, taskFormToInput } from '@shared/catalogue/schemas';
import { CATALOGUE_MSG as M } from '@shared/catalogue/messages';

describe('estimated times', () => {
  it('reads old-style texts into minutes and leaves nonsense for the schema', () => {
    expect(parseDuration(90)).toBe(90);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('3h')).toBe(180);
    expect(parseDuration('2d')).toBe(2880);
    expect(parseDuration('45 min')).toBe(45);
    expect(parseDuration('۲ ساعت')).toBe(120);
    expect(parseDuration('۱٫۵ ساعت')).toBe(90);
    expect(parseDuration('24 ساعت')).toBe(1440);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration(null)).toBeNull();
    expect(parseDuration('soon')).toBe('soon');
    expect(parseDuration('3 weeks')).toBe('3 weeks');
  });

  it('shows minutes in days, hours and minutes with Persian digits', () => {
    expect(formatMinutes(45)).toBe('۴۵ دقیقه');
    expect(formatMinutes(120)).toBe('۲ ساعت');
    expect(formatMinutes(90)).toBe('۱ ساعت و ۳۰ دقیقه');
    expect(formatMinutes(2 * 1440 + 180)).toBe('۲ روز و ۳ ساعت');
    expect(formatMinutes(null)).toBe('نامشخص');
    expect(splitMinutes(2880)).toEqual({ value: 2, unit: 'day' });
    expect(splitMinutes(180)).toEqual({ value: 3, unit: 'hour' });
    expect(splitMinutes(95)).toEqual({ value: 95, unit: 'minute' });
  });
});

describe('the add-service form', () => {
  it('converts toman and number + unit once, to rials and minutes', () => {
    const parsed = taskForm.parse({ title: ' تایپ ', category: 'translation', price_toman: '۴۵,۰۰۰', time_value: 1.5, time_unit: 'hour', description: '' });
    expect(taskFormToInput(parsed)).toEqual({ title: 'تایپ', category: 'translation', base_price: 450_000, estimated_minutes: 90, description: '' });
    const noTime = taskForm.parse({ title: 'x', category: 'printing', price_toman: 0, time_value: '', time_unit: 'day' });
    expect(taskFormToInput(noTime).estimated_minutes).toBeNull();
  });

  it('explains every refusal in Persian', () => {
    const issues = (values: Record<string, unknown>) =>
      Object.fromEntries((taskForm.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues({ title: '', category: null, price_toman: '', time_value: '', time_unit: 'hour' })).toEqual({
      title: M.titleRequired,
      category: M.categoryInvalid,
      price_toman: M.priceRequired,
    });
    expect(issues({ title: 'x', category: 'printing', price_toman: -5, time_unit: 'hour' })).toEqual({ price_toman: M.priceNegative });
    expect(issues({ title: 'x', category: 'printing', price_toman: 'abc', time_unit: 'hour' })).toEqual({ price_toman: M.priceNumber });
    expect(issues({ title: 'x', category: 'printing', price_toman: 1, time_value: 31, time_unit: 'day' })).toEqual({ time_value: M.timeTooLong });
    expect(issues({ title: 'x', category: 'printing', price_toman: 1, time_value: 0.5, time_unit: 'minute' })).toEqual({ time_value: M.timeInvalid });
  });
});

describe('contacts and text', () => {
  it('groups WhatsApp 4-3-rest and links it internationally', () => {
    expect(formatWhatsapp('09123456789')).toBe('0912 345 6789');
    expect(persianDigits(formatWhatsapp('09123456789'))).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    expect(normalizeIranMobile('+98 912 345 6789')).toBe('09123456789');
    expect(normalizeIranMobile('00989123456789')).toBe('09123456789');
    expect(whatsappUrl('09123456789')).toBe('https://wa.me/989123456789');
  });

  it('keeps the handle of a profile address', () => {
    expect(socialHandle('https://www.instagram.com/cafe.azadi/?hl=fa', INSTAGRAM_HOSTS)).toBe('cafe.azadi');
    expect(socialHandle('@cafe.azadi', INSTAGRAM_HOSTS)).toBe('cafe.azadi');
  });

  it('normalises Arabic letters and spaces, builds order links and formats ratings', () => {
    expect(normalizePersianText('  كافي   نت ')).toBe('کافی نت');
    expect(orderCreateHref('a'.repeat(24))).toBe(`/order/create?cafe=${'a'.repeat(24)}`);
    expect(orderCreateHref('c1', { id: 't1', category: 'printing' })).toBe('/order/create?cafe=c1&service=t1&category=printing');
    expect(formatRating(4.5)).toBe('۴٫۵');
    expect(formatRating(5)).toBe('۵٫۰');
  });
});

describe('rating labels for screen readers', () => {
  it('says the value in Persian digits out of five', async () => {
    const { ratingChoiceLabel, ratingLabel } = await import('@shared/catalogue/rating-label');
    expect(ratingLabel(4.5)).toBe('امتیاز ۴٫۵ از ۵');
    expect(ratingLabel(4)).toBe('امتیاز ۴ از ۵');
    expect(ratingLabel(3.27)).toBe('امتیاز ۳٫۳ از ۵');
    expect(ratingChoiceLabel(3)).toBe('۳ از ۵');
  });
});
