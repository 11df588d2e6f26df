/**
 * S3Proxy (org.gaul:s3proxy) on 127.0.0.1:4567: the S3 REST API over the filesystem backend in
 * .state/s3/data, SigV2/SigV4 signatures enforced, CORS open for browser uploads. Tests that
 * freeze or kill S3 start a private copy on another port and folder (`port`, `name`).
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { cacheDir, localstackDir } from '../paths.ts';
import {
  baseEnv,
  defineService,
  hashInputs,
  isPortOpen,
  probeClientOptions,
  signedProbe,
  mavenClasspath,
  readClasspath,
  serviceDir,
  spawnDetached,
  stampMatches,
  withLock,
  writeStamp,
} from './process.ts';
import type { LocalService, ServiceInstance } from './types.ts';

const NAME = 's3';
const HOST = '127.0.0.1';
const PORT = 4567;
const MARKER = 's3proxy';

const pom = join(localstackDir, 's3proxy', 'pom.xml');
const buildDir = join(cacheDir, 's3proxy');
const classpathFile = join(buildDir, 'classpath.txt');
const stampFile = join(buildDir, 'stamp');

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

function install(): Promise<void> {
  return withLock(join(buildDir, 'install.lock'), async () => {
    const hash = hashInputs([pom]);
    if (stampMatches(stampFile, hash) && readClasspath(classpathFile)) return;
    mkdirSync(buildDir, { recursive: true });
    await mavenClasspath(pom, classpathFile, join(serviceDir(NAME), 'install.log'));
    writeStamp(stampFile, hash);
  });
}

/** A java.util.Properties value: backslashes escaped, line breaks refused. */
function propertyValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('S3 credentials must not contain line breaks');
  return value.replaceAll('\\', '\\\\');
}

function writeProperties(name: string, port: number, creds: S3Credentials): string {
  const dataDir = join(serviceDir(name), 'data');
  mkdirSync(dataDir, { recursive: true });
  const props: Record<string, string> = {
    's3proxy.endpoint': `http://${HOST}:${port}`,
    's3proxy.authorization': 'aws-v2-or-v4',
    's3proxy.identity': creds.accessKeyId,
    's3proxy.credential': creds.secretAccessKey,
    // Browser PUTs to presigned URLs need a preflight answer; lists are space separated.
    's3proxy.cors-allow-origins': '*',
    's3proxy.cors-allow-methods': 'GET PUT HEAD POST',
    's3proxy.cors-allow-headers': '*',
    's3proxy.cors-exposed-headers': 'ETag x-amz-version-id x-amz-request-id',
    // S3Proxy 4 implements the "filesystem" provider itself; the property names are jclouds'.
    'jclouds.provider': 'filesystem',
    'jclouds.identity': creds.accessKeyId,
    'jclouds.credential': creds.secretAccessKey,
    'jclouds.filesystem.basedir': dataDir,
  };
  const file = join(serviceDir(name), 's3proxy.properties');
  const text = Object.entries(props)
    .map(([key, value]) => `${key}=${propertyValue(value)}`)
    .join('\n');
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export interface S3ProxyOptions extends S3Credentials, ServiceInstance {}

export function s3Service(opts: S3ProxyOptions): LocalService {
  const name = opts.name ?? NAME;
  const port = opts.port ?? PORT;
  const url = `http://${HOST}:${port}`;
  const creds: S3Credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };

  /** A signed ListBuckets: answers 200 only from an S3Proxy that holds these credentials. */
  const isUp = async (): Promise<boolean> => {
    if (!(await isPortOpen(port, HOST))) return false;
    const client = new S3Client({ ...probeClientOptions, endpoint: url, forcePathStyle: true, credentials: creds });
    return signedProbe(client, () => client.send(new ListBucketsCommand({})));
  };

  const launch = (): number => {
    const jar = readClasspath(classpathFile)?.[0];
    if (!jar) throw new Error(`S3Proxy is not installed: ${classpathFile} is missing or stale`);
    const properties = writeProperties(name, port, creds);
    return spawnDetached(
      name,
      'java',
      [
        '-Xmx512m',
        '-XX:+ExitOnOutOfMemoryError',
        // Keeps logback's own start-up chatter out of the log.
        '-Dlogback.statusListenerClass=ch.qos.logback.core.status.NopStatusListener',
        '-jar',
        jar,
        '--properties',
        properties,
      ],
      { env: baseEnv() },
    );
  };

  return defineService({
    name,
    port,
    url,
    marker: MARKER,
    install,
    isUp,
    launch,
    readyTimeoutMs: 60_000,
    what: `S3Proxy to answer a signed ListBuckets on ${url}`,
  });
}
