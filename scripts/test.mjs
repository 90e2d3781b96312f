import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

const vitestJson = join(results, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

buildIfNeeded();
const e2eJson = join(results, 'e2e.json');
const e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
});

function vitestCounts() {
  if (!existsSync(vitestJson)) return { passed: 0, failed: 1, names: [] };
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  const names = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(root, '')} › ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, names };
}

function playwrightCounts() {
  if (!existsSync(e2eJson)) return { passed: 0, failed: 1, names: [] };
  const { stats, suites } = JSON.parse(readFileSync(e2eJson, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, names: failedSpecs(suites, []) };
}

function failedSpecs(suites, path) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...failedSpecs(suite.suites ?? [], [...path, suite.title]),
  ]);
}

const unit = vitestCounts();
const e2e = playwrightCounts();
// A runner that crashed without failing a test still fails the run.
const crashed =
  (vitestStatus !== 0 && unit.failed === 0 ? 1 : 0) + (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
// Repeated at the end, where a log cut to its tail still shows them.
for (const name of [...unit.names, ...e2e.names]) console.log(`failed: ${name}`);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + crashed;
console.log(
  `\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
