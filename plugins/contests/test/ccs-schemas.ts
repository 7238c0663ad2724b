import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The CCS 2023-06 JSON schemas, read from beside the clone (`../shared/reference/ccs-2023-06/json-schema` from the
 * repository root; CI has them there; CCS_SCHEMA_DIR names another folder) and never copied into the repository.
 * Without them the tests say so and skip — except with CI=true, where that is a failure.
 */
export const CCS_SCHEMA_DIR = process.env.CCS_SCHEMA_DIR ?? resolve(__dirname, '../../..', '../shared/reference/ccs-2023-06/json-schema');
export const haveSchemas = existsSync(join(CCS_SCHEMA_DIR, 'common.json'));

const BASE = 'https://github.com/icpc/ccs-specs/raw/2023-06/json-schema/';

export type Validate = (name: string, data: unknown) => string | null;

/** A validator by schema file name ('teams', 'event-feed', …): null when valid, else ajv's errors. */
export function ccsValidator(): Validate {
  // ajv 8 (draft 2020-12) is the one ajv-formats depends on; the top-level ajv is 6 (draft-07 only)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Ajv2020 = require(require.resolve('ajv/dist/2020', { paths: [dirname(require.resolve('ajv-formats'))] })).default;
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6 });
  for (const file of readdirSync(CCS_SCHEMA_DIR).filter((f) => f.endsWith('.json'))) ajv.addSchema(JSON.parse(readFileSync(join(CCS_SCHEMA_DIR, file), 'utf8')));
  return (name, data) => {
    const validate = ajv.getSchema(`${BASE}${name}.json`);
    if (!validate) return `no schema ${name}`;
    return validate(data) ? null : ajv.errorsText(validate.errors, { separator: '\n' });
  };
}
