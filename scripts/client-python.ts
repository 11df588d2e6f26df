import { relative } from 'node:path';
import { generatedDir, generatePythonApi, repoRoot, warningsFile } from './python-client.ts';

/** `npm run client:python`: regenerates the Python client's generated layer from the route table. */
const { warnings } = await generatePythonApi(generatedDir);
const where = relative(repoRoot, generatedDir);
console.log(`wrote ${where}`);
if (warnings.trim() !== '') console.log(`the generator left parts out: see ${where}/${warningsFile}`);
