import { z } from 'zod';
import { ID_PATTERN } from '../ids';

/** Security events the admin reads (issue 14): kinds, their Persian labels and the list's input. */
export const SECURITY_EVENT_KINDS = ['login_throttled', 'login_address_ceiling', 'login_burst', 'reset_limited', 'reset_code_burned'] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  login_throttled: 'ورودهای ناموفق پیاپی (کند شد)',
  login_address_ceiling: 'سقف ورود ناموفق یک نشانی',
  login_burst: 'ورود ناموفق از نشانی‌های بسیار',
  reset_limited: 'درخواست‌های بیش از حد بازیابی رمز',
  reset_code_burned: 'کد بازیابی با ۵ تلاش نادرست باطل شد',
};

const KIND_LABEL_LOOKUP = new Map<string, string>(Object.entries(SECURITY_EVENT_LABELS));
export function securityEventLabel(kind: string): string {
  return KIND_LABEL_LOOKUP.get(kind) ?? kind;
}

export const SECURITY_EVENTS_PAGE = { default: 20, max: 100 } as const;

export const securityEventsInput = z
  .object({
    limit: z.number().int().min(1).max(SECURITY_EVENTS_PAGE.max).default(SECURITY_EVENTS_PAGE.default),
    before: z.object({ created_at: z.string().max(40), id: z.string().regex(ID_PATTERN) }).nullish(),
  })
  .default({ limit: SECURITY_EVENTS_PAGE.default });
