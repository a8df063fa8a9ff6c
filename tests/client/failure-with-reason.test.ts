import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { failureWithReason } from '../../src-client/errors';

const answered = (httpStatus: number, message: string) =>
  new TRPCClientError(message, { result: { error: { message, code: -32600, data: { httpStatus, code: 'X' } } } } as never);

describe('failureWithReason (ticket toasts)', () => {
  it('adds the reason of a refusal (4xx) after the spec text', () => {
    expect(failureWithReason('خطا در ارسال تیکت', answered(429, 'تعداد درخواست‌ها زیاد است'))).toBe('خطا در ارسال تیکت: تعداد درخواست‌ها زیاد است');
    expect(failureWithReason('خطا در ارسال پاسخ', answered(409, 'این تیکت بسته شده است'))).toBe('خطا در ارسال پاسخ: این تیکت بسته شده است');
  });
  it('keeps the spec text alone when the server failed or never answered', () => {
    expect(failureWithReason('خطا در ارسال تیکت', answered(500, 'Internal'))).toBe('خطا در ارسال تیکت');
    expect(failureWithReason('خطا در ارسال تیکت', new TRPCClientError('fetch failed'))).toBe('خطا در ارسال تیکت');
    expect(failureWithReason('خطا در ارسال تیکت', new Error('x'))).toBe('خطا در ارسال تیکت');
  });
});
