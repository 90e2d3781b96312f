import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { buildOnce } from './build-once';

/**
 * Turns the vendored Schematron rules (backend/test/peppol/) into compiled SaxonJS stylesheets (SEF),
 * once per version of the sources: SchXslt's pipeline is compiled to SEF, run on each .sch to give the
 * validating XSLT, and that is compiled to SEF. The results are kept in the temp folder under a hash
 * of every source, so a later test run (or another worker) reads them in a fraction of a second, and
 * workers asking at the same time compile them once (`buildOnce`).
 *
 * Each step is a child process of the xslt3 command line: the CEN compile alone peaks near 800 MB,
 * which stays out of the test worker, and the steps run one after the other so the peaks never add up.
 */

const run = promisify(execFile);

const resolve = createRequire(__filename).resolve;
const VENDORED = join(__dirname, '..', 'peppol');
const XSLT3_CLI = resolve('xslt3/xslt3.js');
const CACHE_ROOT = join(tmpdir(), 'bestelklaar-peppol-rules');

/** The two rule sets, in the order Peppol runs them: the EN 16931 core first, then Peppol's own. */
export const RULE_SETS = ['CEN-EN16931-UBL', 'PEPPOL-EN16931-UBL'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

export interface CompiledRules {
  /** Folder with `<rule set>.sef.json` for each rule set. */
  dir: string;
  /** Whether this process compiled them (false: they were in the cache, or another worker made them). */
  compiledHere: boolean;
  /** How long this process spent getting them: the compile itself, or waiting and reading. */
  milliseconds: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of what the compiled stylesheets depend on: the rules, SchXslt, the compiler's and the runtime's versions. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const sources = [...filesUnder(join(VENDORED, 'schxslt')), ...filesUnder(join(VENDORED, 'rules', 'sch'))];
  for (const file of sources) hash.update(relative(VENDORED, file)).update('\0').update(readFileSync(file));
  for (const processor of ['xslt3/package.json', 'saxon-js/package.json'])
    hash.update(readFileSync(resolve(processor)));
  return hash.digest('hex').slice(0, 16);
}

async function xslt3(args: string[], cwd: string): Promise<void> {
  await run(process.execPath, [XSLT3_CLI, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
}

async function compileInto(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const pipeline = join(dir, 'schxslt-pipeline.sef.json');
  await xslt3(
    ['-xsl:schxslt/pipeline-for-svrl.xsl', `-export:${pipeline}`, '-nogo', '-relocate:on'],
    VENDORED,
  );
  for (const ruleSet of RULE_SETS) {
    const validatingXslt = join(dir, `${ruleSet}.xsl`);
    await xslt3([`-xsl:${pipeline}`, `-s:rules/sch/${ruleSet}.sch`, `-o:${validatingXslt}`], VENDORED);
    await xslt3(
      [`-xsl:${validatingXslt}`, `-export:${join(dir, `${ruleSet}.sef.json`)}`, '-nogo', '-relocate:on'],
      dir,
    );
  }
}

/** The compiled rules, compiling them if no process has yet (race-safe: see `buildOnce`). */
export async function compiledPeppolRules(): Promise<CompiledRules> {
  const built = await buildOnce(CACHE_ROOT, sourcesHash(), compileInto);
  return { dir: built.dir, compiledHere: built.builtHere, milliseconds: built.milliseconds };
}
