import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Type-checks each snippet as a file `${prefix}-${name}.ts` beside `dir` (a test's
 * `new URL('.', import.meta.url)`), each behind `prelude`, in one program (the compiler is slow to
 * start): the compiler's messages per snippet, for tests that prove a type refuses a misuse.
 */
export function typeErrors<Name extends string>(
  snippets: Record<Name, string>,
  {
    dir,
    prefix,
    prelude,
    resolveJsonModule = false,
  }: { dir: URL; prefix: string; prelude: string; resolveJsonModule?: boolean },
): Record<Name, string[]> {
  const names = Object.keys(snippets) as Name[];
  const paths = names.map((name) => fileURLToPath(new URL(`./${prefix}-${name}.ts`, dir)));
  const files = new Map(names.map((name, index) => [paths[index]!, prelude + snippets[name]]));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule,
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
  const program = ts.createProgram(paths, options, host);
  const messages = (file: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  return Object.fromEntries(names.map((name, index) => [name, messages(paths[index]!)])) as Record<
    Name,
    string[]
  >;
}
