// Checks an OpenAPI document against the specification's own JSON Schema, in a process of its own: the
// validator ships only as an ES module, which jest's CommonJS runtime cannot load.
// `node validate-openapi.mjs < document.json` prints {valid, version, errors}.
import { Validator } from '@seriousme/openapi-schema-validator';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(input));
process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }));
