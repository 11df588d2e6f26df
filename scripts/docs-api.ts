import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiReferencePath, renderApiReference } from '../layers/core/src/app/api-reference.ts';

/** `npm run docs:api`: rewrites docs/api-reference.md from the route table. */
const target = resolve(import.meta.dirname, '..', apiReferencePath);
writeFileSync(target, renderApiReference());
console.log(`wrote ${apiReferencePath}`);
