/**
 * HSDS, the HDF5 REST server from PyPI, on 127.0.0.1:5101 with POSIX storage in .state/hsds/data.
 * The `hsds` console script runs one service node (5101) and data nodes (6101, ...) as child
 * processes in its process group; stop() signals the whole group.
 *
 * Users: HSDS runs with `password_salt` (docs/hdf.md): every username's password is
 * derived from the salt, svc's own account (an HSDS admin) included, so HSDS keeps no user list.
 * Unauthenticated requests are refused (`allow_noauth` off).
 *
 * A private copy (tests that stop it) listens on another loopback address: HSDS puts its data
 * nodes on ports 6101+ whatever its service port, so a second copy on 127.0.0.1 would collide.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, logPath, serviceDir, spawnDetached, defineService } from './process.ts';
import { ensureVenv, venvBin } from './moto.ts';
import type { LocalService } from './types.ts';

const NAME = 'hsds';
const HOST = '127.0.0.1';
const PORT = 5101;
const MARKER = 'hsds';

export interface HsdsOptions {
  /** svc's account; its password must be the one `salt` derives for it (features/hdf/passwords.ts). */
  username: string;
  password: string;
  salt: string;
  /** A private copy: another loopback address (127.x.y.z), its own port and state folder. */
  host?: string;
  port?: number;
  name?: string;
  /** Folder under .state/hsds/data that HSDS uses as its bucket; HSDS's own default name. */
  bucket?: string;
  /** Data node processes (ports 6101 onwards); one suits a 2-core machine. */
  dataNodes?: number;
}

/**
 * HSDS nodes call aiohttp's run_app(port=...) without a host, which listens on every interface.
 * This sitecustomize (on PYTHONPATH, so the child nodes load it too) binds them to loopback.
 */
const BIND_SHIM = `# Written by localstack/src/services/hsds.ts; see BIND_SHIM there.
import os

_host = os.environ.get("HSDS_BIND_HOST")
if _host:
    import aiohttp.web as _web

    _run_app = _web.run_app

    def _run_app_on_host(app, *args, **kwargs):
        if kwargs.get("sock") is None and kwargs.get("host") is None:
            kwargs["host"] = _host
        return _run_app(app, *args, **kwargs)

    _web.run_app = _run_app_on_host
`;

function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export function hsdsService(opts: HsdsOptions): LocalService {
  const host = opts.host ?? HOST;
  const port = opts.port ?? PORT;
  const name = opts.name ?? NAME;
  const url = `http://${host}:${port}`;
  const bucket = opts.bucket ?? 'hsdstest';
  const dataNodes = opts.dataNodes ?? 1;

  const install = (): Promise<void> => ensureVenv(join(serviceDir(name), 'install.log'));

  /** `/about` as the configured user, and the cluster past its start-up state. */
  const isUp = async (): Promise<boolean> => {
    try {
      const res = await fetch(`${url}/about`, {
        headers: { Authorization: basicAuth(opts.username, opts.password) },
        signal: AbortSignal.timeout(3_000),
      });
      if (res.status !== 200) return false;
      const about = (await res.json()) as { state?: unknown; username?: unknown };
      return about.state === 'READY' && about.username === opts.username;
    } catch {
      return false;
    }
  };

  const launch = (): number => {
    const dir = serviceDir(name);
    const dataDir = join(dir, 'data');
    const shimDir = join(dir, 'pyshim');
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(shimDir, { recursive: true });
    writeFileSync(join(shimDir, 'sitecustomize.py'), BIND_SHIM);
    // Booleans cannot be overridden through the environment (HSDS applies bool() to the text).
    const overrides = join(dir, 'override.yml');
    writeFileSync(overrides, 'allow_noauth: false\n');
    const args = [
      '--root_dir',
      dataDir,
      '--bucket_name',
      bucket,
      '--host',
      host,
      '--port',
      String(port),
      '--count',
      String(dataNodes),
      '--logfile',
      logPath(name),
      // INFO logs several lines per request; raise it when debugging HSDS itself.
      '--loglevel',
      'WARNING',
    ];
    const env = baseEnv({
      PYTHONPATH: shimDir,
      PYTHONUNBUFFERED: '1',
      HSDS_BIND_HOST: host,
      // What `hsds --hs_username` does, without putting anything secret on the command line.
      ADMIN_USER: opts.username,
      PASSWORD_SALT: opts.salt,
      CONFIG_OVERRIDE_PATH: overrides,
    });
    return spawnDetached(name, venvBin('hsds'), args, { cwd: dir, env });
  };

  return defineService({
    name,
    port,
    url,
    marker: MARKER,
    install,
    isUp,
    launch,
    readyTimeoutMs: 90_000,
    what: `HSDS to answer GET ${url}/about as ${opts.username} with state READY`,
    // SIGINT to the `hsds` parent alone: it then stops its nodes (which flush pending writes)
    // and drains their output into the log; SIGTERM would kill it first and orphan the nodes.
    leaderSignal: 'SIGINT',
  });
}
