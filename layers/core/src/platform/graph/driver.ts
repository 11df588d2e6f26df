import neo4j, { type Driver, type QueryResult, type RecordShape } from 'neo4j-driver';
import { config } from '../config/load.ts';
import { secretJson } from '../aws/secrets.ts';

interface Connection { uri: string; username: string; password: string }

async function connection(): Promise<Connection> {
  const c = config();
  const arn = c['svc.neo4j.secret-arn'];
  if (arn) {
    const s = await secretJson(arn);
    return { uri: String(s['uri'] ?? ''), username: String(s['username'] ?? ''), password: String(s['password'] ?? '') };
  }
  return { uri: c['svc.neo4j.uri'], username: c['svc.neo4j.username'], password: c['svc.neo4j.password'] };
}

let driverPromise: Promise<Driver> | undefined;

/** One driver per process (cold start), created lazily so functions without graph access never connect. */
export function graphDriver(): Promise<Driver> {
  driverPromise ??= connection().then(({ uri, username, password }) =>
    neo4j.driver(uri, username ? neo4j.auth.basic(username, password) : undefined, {
      maxConnectionPoolSize: 10,
      connectionAcquisitionTimeout: 10_000,
      disableLosslessIntegers: true,
    }),
  );
  driverPromise.catch(() => (driverPromise = undefined));
  return driverPromise;
}

export type Params = Record<string, unknown>;

/** Runs one parameterised query (never string-built Cypher) in a managed transaction. */
export async function readQuery<T extends RecordShape = RecordShape>(cypher: string, params: Params = {}): Promise<QueryResult<T>> {
  const driver = await graphDriver();
  return driver.executeQuery<QueryResult<T>>(cypher, params, { routing: neo4j.routing.READ });
}
export async function writeQuery<T extends RecordShape = RecordShape>(cypher: string, params: Params = {}): Promise<QueryResult<T>> {
  const driver = await graphDriver();
  return driver.executeQuery<QueryResult<T>>(cypher, params, { routing: neo4j.routing.WRITE });
}

export async function closeGraph(): Promise<void> {
  const p = driverPromise;
  driverPromise = undefined;
  if (p) await (await p).close();
}
