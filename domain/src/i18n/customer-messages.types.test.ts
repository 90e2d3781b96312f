import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const PRELUDE = `import type { Translations } from './customer-messages';
const DUTCH = { slotFull: 'Volzet.', soldOut: (name: string) => \`\${name} is uitverkocht.\` } as const;
`;

const SNIPPETS = {
  complete: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.', en: 'Full.' },
  soldOut: { fr: (name) => \`Épuisé : \${name}.\`, en: (name) => \`\${name} is sold out.\` },
};`,
  withoutEnglish: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.' },
  soldOut: { fr: (name) => \`Épuisé : \${name}.\`, en: (name) => \`\${name} is sold out.\` },
};`,
  withoutAMessage: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.', en: 'Full.' },
};`,
  parameterisedAsText: `export const table: Translations<typeof DUTCH> = {
  slotFull: { fr: 'Complet.', en: 'Full.' },
  soldOut: { fr: 'Épuisé.', en: (name) => \`\${name} is sold out.\` },
};`,
};

/** Type-checks each snippet as a file beside ./customer-messages, in one program (the compiler is slow to start). */
function typeErrors(snippets: Record<string, string>): Record<string, string[]> {
  const files = new Map(
    Object.entries(snippets).map(([name, code]) => [
      fileURLToPath(new URL(`./customer-messages-probe-${name}.ts`, import.meta.url)),
      PRELUDE + code,
    ]),
  );
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const source = files.get(name);
    return source === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, source, language);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const messages = (file: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  return Object.fromEntries(
    Object.keys(snippets).map((name, index) => [name, messages([...files.keys()][index]!)]),
  );
}

describe('the customer messages catalogue type', () => {
  let errors: Record<keyof typeof SNIPPETS, string[]>;
  beforeAll(() => {
    errors = typeErrors(SNIPPETS);
  }, 60_000);

  it('takes a table with every message in French and English', () => {
    expect(errors.complete).toEqual([]);
  });

  it.each([
    ['a message without its English', 'withoutEnglish', /Property 'en' is missing/],
    ['a table without one of the messages', 'withoutAMessage', /Property 'soldOut' is missing/],
    ['a parameterised message translated as a fixed text', 'parameterisedAsText', /not assignable/],
  ] as const)('refuses %s', (_, snippet, error) => {
    expect(errors[snippet]).toEqual([expect.stringMatching(error)]);
  });
});
