// `npm start`: build the client when it is missing or older than its sources, then serve.
import { clientBuildIsStale, buildClientIfStale } from './client-build';

if (clientBuildIsStale()) console.log('[start] building the client…');
await buildClientIfStale();

await import('../src-server/main');
