/**
 * The unit project's global setup (issue 17): every documented status of every /api path must be
 * produced by some test. The contract check (src-server/rest/contract.ts) notes each documented
 * (method, path, status) a test answered into a folder made here (one file per worker); the
 * teardown compares them with every (method, path, status) of the OpenAPI document.
 *
 * It judges only a whole run of the unit project started by `npm test` or `npm run test:unit`
 * (or with API_STATUS_COVERAGE=1), and then fails the run on any documented status no test produced: a run of
 * some files, or of some tests (-t), proves only part of the statuses and is not judged.
 * API_STATUS_COVERAGE=list prints what any run left unproven, never failing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { AppDeps } from '../../src-server/deps';
import { documentedRestPaths } from '../../src-server/rest';
import { documentedErrors } from '../../src-server/rest/doc';
import { liveStreamDoc } from '../../src-server/rest/live-doc';

/** `METHOD /api/path status` of every answer the document promises (success and errors). */
export function documentedAnswers(): string[] {
  // The route table reads its deps only when a path is called: none are needed to list the paths.
  const paths = documentedRestPaths({} as AppDeps, [liveStreamDoc]);
  const out: string[] = [];
  for (const p of paths) {
    const path = `/api${p.path}`;
    out.push(`${p.method} ${path} ${p.status ?? 200}`);
    for (const status of documentedErrors(p.method, path, p.doc)) out.push(`${p.method} ${path} ${status}`);
  }
  return out;
}

export function recordedAnswers(dir: string): Set<string> {
  const out = new Set<string>();
  for (const name of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) if (line) out.add(line);
  }
  return out;
}

/**
 * npm names the script it runs in npm_lifecycle_event; reading it keeps package.json free of
 * `VAR=value command`, which only a POSIX shell understands (npm uses cmd.exe on Windows).
 */
function judgedScript(): boolean {
  return process.env.API_STATUS_COVERAGE === '1' || ['test', 'test:unit'].includes(process.env.npm_lifecycle_event ?? '');
}

/** Why this run is not judged, or null when it ran every test of the project. */
async function partialRun(project: TestProject): Promise<string | null> {
  if (!judgedScript()) return 'neither npm test nor npm run test:unit (nor API_STATUS_COVERAGE=1)';
  if (project.vitest.config.testNamePattern) return 'a test name filter (-t) was given';
  const { testFiles } = await project.globTestFiles();
  const ran = new Set(project.vitest.state.getFiles().filter((f) => f.projectName === project.name).map((f) => f.filepath));
  const missing = testFiles.filter((f) => !ran.has(f));
  return missing.length === 0 ? null : `${missing.length} of its ${testFiles.length} test files did not run`;
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-answers-'));
  // The test workers are started after this and inherit it.
  process.env.API_CONTRACT_RECORD_DIR = dir;
  return async () => {
    try {
      // API_STATUS_COVERAGE=list prints what the files run did not prove, and never judges.
      const listOnly = process.env.API_STATUS_COVERAGE === 'list';
      const why = listOnly ? null : await partialRun(project);
      if (why) {
        if (process.env.API_STATUS_COVERAGE || judgedScript()) console.log(`[api status coverage] not judged: ${why}`);
        return;
      }
      const recorded = recordedAnswers(dir);
      const unproven = documentedAnswers().filter((a) => !recorded.has(a));
      if (unproven.length === 0) {
        console.log(`[api status coverage] every documented status of every /api path was produced by a test (${recorded.size} answers noted)`);
        return;
      }
      const message =
        `[api status coverage] ${unproven.length} documented (method, path, status) answer(s) were produced by no test:\n  ${unproven.join('\n  ')}\n` +
        'Write a test in tests/rest that produces each through the real app, or, if the path cannot give that status, ' +
        'take it out of the path\'s doc in its route table (errors / notErrors).';
      if (listOnly) {
        console.warn(message);
        return;
      }
      console.error(message);
      // A teardown's error is only logged by vitest: the exit code is what fails the run.
      process.exitCode = 1;
      throw new Error(`${unproven.length} documented /api status(es) produced by no test (listed above)`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}
