import { z } from 'zod';
import { persianIssueMessage } from '@shared/validation/fallback-messages';

// A check without its own message answers in Persian, not zod's English (spec: Persian for
// everything a person sees). A schema's own message still wins: zod asks the locale last.
z.config({ localeError: persianIssueMessage });
