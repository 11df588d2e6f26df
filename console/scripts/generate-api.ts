import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiTypesFile, renderApiTypes } from './api-types.ts';

/** `npm run console:api`: writes the console's API types from the route table. */
const root = fileURLToPath(new URL('../..', import.meta.url));
writeFileSync(join(root, apiTypesFile), await renderApiTypes());
console.log(`console: wrote ${apiTypesFile}`);
