// The page's Content-Security-Policy forbids eval. zod decides whether to compile an object
// schema when the schema is created, at module load, so this runs before any module that
// defines one: main.tsx imports it first.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js creates it
// only when absent, so copies of zod share it). Setting the flag there, instead of calling
// `z.config`, keeps zod itself out of the entry chunk: the home page defines no schema, and pages
// that do load zod with their own chunks. tests/client/zod-jitless.test.ts checks that zod reads it.
//
// The same holder takes the Persian words for a check without its own message (the server sets
// them in src-server/validation.ts): zod installs its English only when no locale is present.
import { persianIssueMessage } from '@shared/validation/fallback-messages';

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true, localeError: persianIssueMessage });
