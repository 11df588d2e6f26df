// How to build a plugin-signing truststore: see TRUSTSTORE_HOWTO below.
import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readJks } from './jks.ts';

/** How to build a plugin-signing truststore, printed by `cli/sign-plugin.ts --help`. */
export const TRUSTSTORE_HOWTO = `How to build a plugin-signing truststore
The truststore holds trust anchors only (CA or pinned signer certificates, never private keys).
A plugin is trusted when its detached signature verifies with the signer certificate and that
certificate is an anchor or chains to one (through intermediates shipped in the .sig).

1. A signing CA (once, keep ca-key.pem offline):
     openssl req -x509 -newkey rsa:3072 -sha256 -days 3650 -nodes -keyout ca-key.pem -out ca.pem \\
       -subj "/CN=svc plugin CA" -addext basicConstraints=critical,CA:TRUE \\
       -addext keyUsage=critical,keyCertSign,cRLSign
2. A signer key and certificate issued by the CA (ECDSA: -newkey ec -pkeyopt ec_paramgen_curve:P-256):
     openssl req -newkey rsa:3072 -nodes -keyout signer-key.pem -out signer.csr -subj "/CN=plugin signer"
     printf 'basicConstraints=CA:FALSE\\nkeyUsage=critical,digitalSignature\\n' > signer.ext
     openssl x509 -req -in signer.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 825 -sha256 \\
       -extfile signer.ext -out signer-cert.pem
3. Sign a plugin (writes svc-plugin-<id>-<version>.tgz.sig beside it):
     npx tsx cli/sign-plugin.ts --key signer-key.pem --cert signer-cert.pem svc-plugin-<id>-<version>.tgz
4. The truststore, in one of three formats (detected by content):
     PEM     cat ca.pem other-ca.pem > truststore.pem                       (password ignored)
     PKCS12  openssl pkcs12 -export -nokeys -in truststore.pem -out truststore.p12 -passout pass:changeit
             or: keytool -importcert -noprompt -alias ca -file ca.pem -keystore truststore.p12 \\
                   -storetype PKCS12 -storepass changeit
     JKS     keytool -importcert -noprompt -alias ca -file ca.pem -keystore truststore.jks \\
               -storetype JKS -storepass changeit          (one -importcert per anchor, distinct -alias)
   Every certificate of a PEM or PKCS12 store and every trusted-certificate alias of a JKS store is
   an anchor (JKS private-key entries are ignored).
5. Configure:
     svc.plugins.signing.required=true                 (SVC_PLUGINS_SIGNING_REQUIRED)
     svc.plugins.signing.truststore.path=/opt/truststore.p12
     svc.plugins.signing.truststore.password=changeit  (SVC_PLUGINS_SIGNING_TRUSTSTORE_PASSWORD)
`;

export type TruststoreFormat = 'pem' | 'pkcs12' | 'jks' | 'der';

export interface Truststore {
  readonly format: TruststoreFormat;
  readonly anchors: readonly X509Certificate[];
}

export class TruststoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TruststoreError';
  }
}

const JKS_MAGIC = 0xfeedfeed;
const JCEKS_MAGIC = 0xcececece;
const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** Detects the store format from its bytes (the file extension is not trusted). */
export function detectTruststoreFormat(bytes: Buffer): TruststoreFormat | 'jceks' | 'unknown' {
  if (bytes.length >= 4) {
    const magic = bytes.readUInt32BE(0);
    if (magic === JKS_MAGIC) return 'jks';
    if (magic === JCEKS_MAGIC) return 'jceks';
  }
  const head = bytes.subarray(0, 4096).toString('latin1');
  if (head.includes('-----BEGIN ')) return 'pem';
  // A DER SEQUENCE: a PKCS#12 PFX (version INTEGER 3 first) or a bare certificate.
  if (bytes.length > 4 && bytes[0] === 0x30) return 'pkcs12';
  return 'unknown';
}

/** Every `CERTIFICATE` block of a PEM text (keys and other blocks are ignored). */
export function certificatesFromPem(pem: string): X509Certificate[] {
  return (pem.match(PEM_CERT) ?? []).map((block) => new X509Certificate(block));
}

/**
 * PKCS#12 through node-forge, loaded on first use and shipped beside each function's bundle
 * rather than bundled (infra/lib/svc-function.ts): only deployments with a PKCS#12 truststore load it.
 */
async function fromPkcs12(bytes: Buffer, password: string): Promise<X509Certificate[]> {
  const { default: forge } = await import('node-forge');
  const der = forge.util.createBuffer(bytes.toString('binary'));
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, password);
  const bags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag ?? ''] ?? [];
  const out: X509Certificate[] = [];
  for (const bag of bags) {
    // forge only models RSA certificates; others come back as raw ASN.1 (`bag.asn1`).
    const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
    if (asn1 === undefined) continue;
    out.push(new X509Certificate(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')));
  }
  return out;
}

function fromJks(bytes: Buffer, password: string): X509Certificate[] {
  return readJks(bytes, password)
    .filter((c) => c.type === 'X.509')
    .map((c) => new X509Certificate(c.der));
}

/** Parses a PEM, PKCS#12 or JKS truststore (or a single DER certificate). Throws TruststoreError. */
export async function parseTruststore(bytes: Buffer, password: string): Promise<Truststore> {
  const format = detectTruststoreFormat(bytes);
  let anchors: X509Certificate[];
  let actual: TruststoreFormat;
  try {
    switch (format) {
      case 'pem':
        anchors = certificatesFromPem(bytes.toString('utf8'));
        actual = 'pem';
        break;
      case 'jks':
        anchors = fromJks(bytes, password);
        actual = 'jks';
        break;
      case 'pkcs12':
        try {
          anchors = await fromPkcs12(bytes, password);
          actual = 'pkcs12';
        } catch (p12Error) {
          // Not a PFX: maybe one DER certificate. Otherwise report the PKCS#12 error (wrong password…).
          try {
            anchors = [new X509Certificate(bytes)];
            actual = 'der';
          } catch {
            throw p12Error;
          }
        }
        break;
      case 'jceks':
        throw new TruststoreError(
          'JCEKS truststores are not supported: convert to PKCS12 or JKS with keytool -importkeystore',
        );
      default:
        throw new TruststoreError('unrecognised truststore format (expected PEM, PKCS12 or JKS)');
    }
  } catch (e) {
    if (e instanceof TruststoreError) throw e;
    throw new TruststoreError(`cannot read ${format} truststore: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (anchors.length === 0) throw new TruststoreError(`${actual} truststore holds no certificates`);
  return { format: actual, anchors };
}

/** Reads the truststore file at `path`. Throws TruststoreError (missing file, bad password, …). */
export async function loadTruststore(path: string, password: string): Promise<Truststore> {
  if (path.trim() === '')
    throw new TruststoreError('no truststore configured (svc.plugins.signing.truststore.path is empty)');
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (e) {
    throw new TruststoreError(`cannot read truststore ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  return parseTruststore(bytes, password);
}
