/**
 * Signs a plugin archive or folder with a detached signature:
 *   npx tsx cli/sign-plugin.ts --key signer-key.pem --cert signer-cert.pem [--chain intermediates.pem] <archive-or-folder>
 * Writes `<archive-or-folder>.sig` beside it (format: layers/core/src/platform/plugins/signature.ts).
 * `--help` prints how to build a truststore. Exit codes: 0 signed, 1 refused, 2 usage.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createSignature,
  signaturePathFor,
  signedPayload,
  verifySignature,
} from '../layers/core/src/platform/plugins/signature.ts';
import { certificatesFromPem, TRUSTSTORE_HOWTO } from '../layers/core/src/platform/plugins/truststore.ts';
import { ARCHIVE_SUFFIX, parsePluginName } from '../layers/core/src/platform/plugins/naming.ts';

const USAGE = `Usage: npx tsx cli/sign-plugin.ts --key <signer-key.pem> --cert <signer-cert.pem> [--chain <intermediates.pem>] <archive-or-folder>

Writes <archive-or-folder>.sig, a detached signature (format svc-plugin-signature/1, SHA-256,
RSA PKCS#1 v1.5 or ECDSA) over the archive bytes, or over the canonical digest of a folder
(sorted relative paths + SHA-256 of each file). The signer certificate, followed by the
intermediates of --chain, is embedded. Refuses a key that does not match the certificate.

Options:
  --key     PEM private key (PKCS#8 or traditional, unencrypted), RSA or EC
  --cert    PEM signer certificate (further certificates in the file are kept as intermediates)
  --chain   PEM intermediate certificates, signer's issuer first
  --force   overwrite an existing .sig
  --help    this text
`;

function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      cert: { type: 'string' },
      chain: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n${TRUSTSTORE_HOWTO}`);
    return 0;
  }
  const target = positionals[0];
  if (values.key === undefined || values.cert === undefined || target === undefined || positionals.length !== 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const name = basename(target.replace(/[\\/]+$/, ''));
  const st = await stat(target).catch(() => undefined);
  if (st === undefined || (!st.isFile() && !st.isDirectory())) {
    process.stderr.write(`sign-plugin: ${target} is not a file or folder\n`);
    return 1;
  }
  const stem = st.isFile() && name.endsWith(ARCHIVE_SUFFIX) ? name.slice(0, -ARCHIVE_SUFFIX.length) : name;
  if (parsePluginName(stem) === undefined || (st.isFile() && !name.endsWith(ARCHIVE_SUFFIX))) {
    process.stderr.write(
      `sign-plugin: warning: ${name} is not named svc-plugin-<id>-<version>${st.isFile() ? '.tgz' : ''}; discovery will ignore it\n`,
    );
  }
  const sigPath = signaturePathFor(target.replace(/[\\/]+$/, ''));
  if (!values.force && (await stat(sigPath).catch(() => undefined)) !== undefined) {
    process.stderr.write(`sign-plugin: ${sigPath} exists (use --force to overwrite)\n`);
    return 1;
  }
  try {
    const [keyPem, certificatePem, chainPem, payload] = await Promise.all([
      readFile(values.key, 'utf8'),
      readFile(values.cert, 'utf8'),
      values.chain === undefined ? Promise.resolve(undefined) : readFile(values.chain, 'utf8'),
      signedPayload(target),
    ]);
    const sig = createSignature({ payload, keyPem, certificatePem, ...(chainPem !== undefined ? { chainPem } : {}) });
    // Self-check: the signature verifies with the embedded certificate (anchored on itself).
    const signer = certificatesFromPem(sig.certificate)[0];
    const check = verifySignature(payload, JSON.stringify(sig), signer === undefined ? [] : [signer], new Date());
    if (!check.ok) throw new Error(check.message);
    await writeFile(sigPath, `${JSON.stringify(sig, null, 2)}\n`, { mode: 0o644 });
    process.stdout.write(`signed ${target}\n  signature: ${sigPath}\n  signer:    ${check.signer}\n`);
    return 0;
  } catch (e) {
    process.stderr.write(`sign-plugin: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
