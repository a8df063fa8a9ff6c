import { describe, expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { freshMemoryDb } from '../helpers/db';
import { documentedAnswers, recordedAnswers } from '../helpers/api-status-coverage';

// Issue 17: the pieces of the unit run's status coverage (tests/helpers/api-status-coverage.ts).
describe('documented status coverage', () => {
  it('lists every documented answer of the document, success and errors, as METHOD /api/path status', () => {
    const all = documentedAnswers();
    expect(all).toContain('POST /api/auth/register 201');
    expect(all).toContain('POST /api/auth/login 429');
    expect(all).toContain('HEAD /api/store/download/digital-file/:id/:ref 416');
    expect(all).toContain('GET /api/live 401');
    expect(all).toContain('POST /api/auth/register 429');
    expect(all).not.toContain('GET /api/store/test 429');
    expect(new Set(all).size).toBe(all.length);
  });

  it('notes each answer this worker gives in the run\'s folder, where the teardown reads it', async () => {
    const dir = process.env.API_CONTRACT_RECORD_DIR;
    expect(dir, 'the unit project\'s global setup hands the folder to its workers').toEqual(expect.any(String));
    const app = createApp(createDeps({ db: await freshMemoryDb() }));
    expect((await app.request('/api/wallet')).status).toBe(401);
    expect(recordedAnswers(dir!).has('GET /api/wallet 401')).toBe(true);
  });
});
