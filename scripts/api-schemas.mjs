import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { createGenerator } from 'ts-json-schema-generator';

/**
 * The API description's schemas, generated from the domain's TypeScript types (`ApiTypes` in
 * domain/src/api-description.ts): no second schema language to keep in step with them. Run by
 * `npm run api-schemas`; a test fails while the committed file differs from what this gives.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
export const API_SCHEMAS_FILE = `${root}backend/src/common/openapi/api-schemas.json`;

const COMPONENT_REF = '#/components/schemas/';

export function generateApiSchemas() {
  const generator = createGenerator({
    path: `${root}domain/src/api-description.ts`,
    tsconfig: `${root}domain/tsconfig.json`,
    type: 'ApiTypes',
    expose: 'export',
    topRef: false,
    jsDoc: 'extended',
    sortProps: true,
    skipTypeCheck: true,
  });
  const { properties: entries, definitions } = generator.createSchema('ApiTypes');
  const schemas = { ...definitions };
  // An entry is the named type itself, or a schema of its own (a list, a small answer).
  for (const [name, schema] of Object.entries(entries)) {
    if (schema.$ref !== `#/definitions/${name}`) schemas[name] = schema;
  }
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return JSON.parse(JSON.stringify(sorted).replaceAll('"#/definitions/', `"${COMPONENT_REF}`));
}

/** As the repository's formatter writes JSON, so formatting the repository leaves the file alone. */
export async function formatApiSchemas(schemas) {
  const options = await prettier.resolveConfig(API_SCHEMAS_FILE);
  return prettier.format(JSON.stringify(schemas), { ...options, filepath: API_SCHEMAS_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await formatApiSchemas(generateApiSchemas());
  const changed = readFileSync(API_SCHEMAS_FILE, { encoding: 'utf8', flag: 'a+' }) !== text;
  if (changed) writeFileSync(API_SCHEMAS_FILE, text);
  console.log(changed ? `${API_SCHEMAS_FILE} bijgewerkt` : `${API_SCHEMAS_FILE} was al actueel`);
}
