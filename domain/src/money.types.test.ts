import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const PRELUDE = `import { addCents, centsFromEuros, type Cents } from './money';
const price: Cents = centsFromEuros(4.5);
const optionPrice = 0.5;
`;

const SNIPPETS = {
  addCents: 'export const total: Cents = addCents(price, centsFromEuros(optionPrice));',
  eurosAdded: 'export const total: Cents = price + optionPrice;',
  eurosAsCents: 'export const total: Cents = addCents(price, optionPrice);',
  plainNumber: 'export const total: Cents = 450;',
  centsAddedWithPlus: 'export const total: Cents = price + price;',
};

/** Type-checks each snippet as a file beside ./money, in one program (the compiler is slow to start). */
function typeErrors(snippets: Record<string, string>): Record<string, string[]> {
  const files = new Map(
    Object.entries(snippets).map(([name, line]) => [
      fileURLToPath(new URL(`./money-probe-${name}.ts`, import.meta.url)),
      PRELUDE + line,
    ]),
  );
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
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

describe('the Cents type', () => {
  let errors: Record<keyof typeof SNIPPETS, string[]>;
  beforeAll(() => {
    errors = typeErrors(SNIPPETS);
  }, 60_000);

  it('adds cents made by the money functions', () => {
    expect(errors.addCents).toEqual([]);
  });

  it.each([
    ['a euro amount added to cents', 'eurosAdded'],
    ['a euro amount given as cents', 'eurosAsCents'],
    ['a plain number taken for cents', 'plainNumber'],
    ['two cents amounts added without addCents', 'centsAddedWithPlus'],
  ] as const)('refuses %s', (_, snippet) => {
    expect(errors[snippet]).toEqual([
      expect.stringMatching(/is not assignable to (parameter of )?type 'Cents'/),
    ]);
  });
});
