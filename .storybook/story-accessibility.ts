import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import previewAnnotations from './preview';

/**
 * What the stories' tests run each story with: the project's preview and the accessibility addon's,
 * so each story's run ends with axe over it (the addon's afterEach), as in the Storybook panel.
 */
export const storyTestAnnotations = [a11yAnnotations, previewAnnotations];

/** The impacts the end-to-end accessibility guard fails on (e2e/support/fixtures.ts); the panel lists every one. */
const FAILING_IMPACTS = ['serious', 'critical'];

interface A11yReport {
  type: string;
  status: string;
  result?: {
    error?: unknown;
    violations?: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
  };
}

/**
 * Why a story that just ran has no clean accessibility result: it has none (the addon did not run),
 * axe failed, or it found serious or critical violations (each named with where). Empty when clean.
 */
export function accessibilityProblems(reporting: { reports: unknown[] }): string[] {
  const reports = (reporting.reports as A11yReport[]).filter((report) => report.type === 'a11y');
  if (reports.length === 0) return ['geen toegankelijkheidsresultaat'];
  return reports.flatMap(({ result }) => {
    if (!result || result.error) return [`axe liep niet: ${String(result?.error)}`];
    return (result.violations ?? [])
      .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
}
