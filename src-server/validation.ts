import { z } from 'zod';
import { persianIssueMessage } from '@shared/validation/fallback-messages';

// A check without its own message answers in Persian, not zod's English (spec: Persian for
// everything a person sees). A schema's own message still wins: zod asks the locale last. Set
// here because every answer's issues are read through this module (trpc.ts, rest/errors.ts).
z.config({ localeError: persianIssueMessage });

/** Reads the issues of a failed input parse (zod or any Standard Schema) from an error's cause. */
export interface InputIssue {
  path: string;
  message: string;
}

export function inputIssues(cause: unknown): InputIssue[] | null {
  if (!cause || typeof cause !== 'object' || !('issues' in cause)) return null;
  const issues = (cause as { issues: unknown }).issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  return issues.map((issue: { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message?: string }) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.'),
    message: issue.message ?? '',
  }));
}

/** First message per field, for forms that show errors beside their inputs. */
export function fieldErrors(issues: InputIssue[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null); // a field path is never looked up on a prototype
  for (const issue of issues) out[issue.path] ??= issue.message;
  return out;
}
