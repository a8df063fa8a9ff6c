import type { z } from 'zod';

/**
 * Lets a Mantine form validate with the same zod schema the server uses: returns the first
 * message of each failing field, keyed by its path.
 */
export function zodResolver<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  };
}
