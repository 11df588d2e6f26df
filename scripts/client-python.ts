import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  apiReferenceFile,
  generatedDir,
  generatePythonApi,
  renderPythonApiReference,
  repoRoot,
  warningsFile,
} from './python-client.ts';

/** `npm run client:python`: regenerates the Python client's generated layer (from the route table) and its API reference (from its docstrings). */
const { warnings } = await generatePythonApi(generatedDir);
const where = relative(repoRoot, generatedDir);
console.log(`wrote ${where}`);
if (warnings.trim() !== '') console.log(`the generator left parts out: see ${where}/${warningsFile}`);
writeFileSync(apiReferenceFile, await renderPythonApiReference());
console.log(`wrote ${relative(repoRoot, apiReferenceFile)}`);
