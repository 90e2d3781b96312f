import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';
import { buildIfNeeded } from './build-if-needed.mjs';

console.log(`Node ${process.version}`);

/**
 * Every suite in one go: Vitest over domain, backend, design-system and frontend, then Playwright
 * against the freshly built app. Ends with one line "N passed, N failed" over all of them.
 */
const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Wall-clock seconds of each phase, printed at the end so a slow run says where its time went. */
const phases = [];
function timed(name, phase) {
  const start = performance.now();
  const result = phase();
  phases.push({ name, seconds: (performance.now() - start) / 1000 });
  return result;
}

const vitestJson = join(results, 'vitest.json');
/**
 * Files are independent (each backend file has its own databases and ports) and a backend file
 * mostly waits (on Postgres, jobs, timers): on 2 cores, 2 workers kept a third of them busy, 4
 * halve the run, 6 are no faster. A flag, as Vitest hands a root config's `maxWorkers` to no project.
 */
const VITEST_WORKERS = ['--maxWorkers=4'];
const vitestStatus = timed('vitest', () =>
  run('npx', [
    'vitest',
    'run',
    ...VITEST_WORKERS,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
);

timed('build', () => buildIfNeeded());
const e2eJson = join(results, 'e2e.json');
const e2eStatus = timed('playwright', () =>
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  }),
);

function vitestCounts() {
  if (!existsSync(vitestJson)) return { passed: 0, failed: 1, failures: [] };
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${file.name.replace(root, '')} › ${test.fullName}`,
        reason: test.failureMessages?.[0],
      })),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

function playwrightCounts() {
  if (!existsSync(e2eJson)) return { passed: 0, failed: 1, failures: [] };
  const { stats, suites } = JSON.parse(readFileSync(e2eJson, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    failures: failedSpecs(suites, []),
  };
}

function failedSpecs(suites, path) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => ({
        name: [...path, suite.title, spec.title].filter(Boolean).join(' › '),
        reason: spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message,
      })),
    ...failedSpecs(suite.suites ?? [], [...path, suite.title]),
  ]);
}

/** Per Vitest project: files, tests and the files' summed durations (more than wall time with 2 workers). */
function vitestProjects() {
  if (!existsSync(vitestJson)) return [];
  const projects = new Map();
  for (const file of JSON.parse(readFileSync(vitestJson, 'utf8')).testResults) {
    const workspace = file.name.replace(root, '').split('/')[0];
    const name = workspace === 'backend' && file.name.includes('/backend/test/') ? 'backend http' : workspace;
    const project = projects.get(name) ?? { name, files: 0, tests: 0, seconds: 0 };
    project.files += 1;
    project.tests += file.assertionResults.length;
    project.seconds += (file.endTime - file.startTime) / 1000;
    projects.set(name, project);
  }
  return [...projects.values()];
}

function printPhases() {
  console.log('\nphase                 seconds');
  for (const { name, seconds } of phases) console.log(`${name.padEnd(20)} ${seconds.toFixed(1).padStart(8)}`);
  for (const { name, files, tests, seconds } of vitestProjects())
    console.log(
      `  ${name.padEnd(18)} ${seconds.toFixed(1).padStart(8)}  (${files} files, ${tests} tests, summed)`,
    );
}

const unit = vitestCounts();
const e2e = playwrightCounts();
// A runner that crashed without failing a test still fails the run.
const crashed =
  (vitestStatus !== 0 && unit.failed === 0 ? 1 : 0) + (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
printPhases();
// Repeated at the end with the start of their reason, where a log cut to its tail still shows them.
for (const { name, reason } of [...unit.failures, ...e2e.failures]) {
  console.log(`failed: ${name}`);
  // Colour codes stripped: a CI log shows them as text.
  const lines = stripVTControlCharacters(reason ?? '').split('\n');
  for (const line of lines.slice(0, 12)) console.log(`    ${line}`);
}
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + crashed;
console.log(
  `\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
