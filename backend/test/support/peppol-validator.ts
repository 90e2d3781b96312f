import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SaxonJS from 'saxon-js';
import { compiledPeppolRules, RULE_SETS, type CompiledRules } from './peppol-rules-compiler';

/**
 * Checks a UBL document against the official Peppol BIS Billing 3.0 rules, offline: the EN 16931 core
 * rules first, then Peppol's own, as an access point does. What each rule set reports are its SVRL
 * `failed-assert`s; a document passes when none of them is fatal.
 */

export interface RuleFinding {
  flag: 'fatal' | 'warning';
  /** The rule's id, e.g. 'BR-CO-15' or 'PEPPOL-EN16931-R003'. */
  id: string;
  text: string;
  /** XPath of the element the rule looked at. */
  location: string;
}

export interface PeppolValidator {
  /** Both rule sets' findings, CEN's first. Rejects a document that is not well-formed XML. */
  validate(xml: string): Promise<RuleFinding[]>;
  /** How this worker got the compiled rules (compiled now or read from the cache) and how long it took. */
  compiled: CompiledRules;
}

const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

const FAILED_ASSERTS = `array { //svrl:failed-assert ! map {
  'flag': string(@flag), 'id': string(@id), 'text': normalize-space(svrl:text), 'location': string(@location)
} }`;

function asFinding(raw: Record<string, string>): RuleFinding {
  // Every assert in both rule sets carries a flag; a missing one would be the rules' fault, so it counts.
  const flag = raw.flag === 'warning' ? 'warning' : 'fatal';
  return { flag, id: raw.id, text: raw.text, location: raw.location };
}

let loading: Promise<PeppolValidator> | undefined;

async function load(): Promise<PeppolValidator> {
  const compiled = await compiledPeppolRules();
  // Parsed once per worker (10 MB of JSON for CEN); SaxonJS reads the parsed SEF as it is.
  const stylesheets = RULE_SETS.map((ruleSet) =>
    JSON.parse(readFileSync(join(compiled.dir, `${ruleSet}.sef.json`), 'utf8')),
  );
  return {
    compiled,
    async validate(xml) {
      const findings: RuleFinding[] = [];
      for (const stylesheet of stylesheets) {
        const { principalResult } = await SaxonJS.transform(
          { stylesheetInternal: stylesheet, sourceText: xml, destination: 'document' },
          'async',
        );
        const asserts = SaxonJS.XPath.evaluate(FAILED_ASSERTS, principalResult, { namespaceContext: SVRL });
        findings.push(...(asserts as Record<string, string>[]).map(asFinding));
      }
      return findings;
    },
  };
}

/** The validator of this worker, made on first use (which may compile the rules, see peppol-rules-compiler). */
export function peppolValidator(): Promise<PeppolValidator> {
  loading ??= load();
  return loading;
}

/** The ids of the fatal findings, sorted and without repeats: what a test compares. */
export function fatalIds(findings: readonly RuleFinding[]): string[] {
  return [
    ...new Set(findings.filter((finding) => finding.flag === 'fatal').map((finding) => finding.id)),
  ].sort();
}

/** The ids of the warnings, sorted and without repeats. */
export function warningIds(findings: readonly RuleFinding[]): string[] {
  return [
    ...new Set(findings.filter((finding) => finding.flag === 'warning').map((finding) => finding.id)),
  ].sort();
}
