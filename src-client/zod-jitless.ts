import { z } from 'zod';

// The page's Content-Security-Policy forbids eval. zod decides whether to compile an object
// schema when the schema is created, at module load, so this runs before any module that
// defines one: main.tsx imports it first.
z.config({ jitless: true });
