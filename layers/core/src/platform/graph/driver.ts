import neo4j, { Neo4jError, type AuthToken, type Driver, type QueryResult, type RecordShape } from 'neo4j-driver-lite';
import { config } from '../config/load.ts';
import { secretJson } from '../aws/secrets.ts';
import {
  DeadlineExceeded,
  dependencyTimeouts,
  dependencyUnavailable,
  isConnectionFailure,
  withDeadline,
} from '../dependencies.ts';
import { assertBudgetLeft, budgetSpent, budgetUnavailable, waitingOn, withinBudget } from '../request-deadline.ts';

interface Connection {
  uri: string;
  username: string;
  password: string;
}

async function connection(): Promise<Connection> {
  const c = config();
  const arn = c['svc.neo4j.secret-arn'];
  if (arn) {
    const s = await secretJson(arn);
    return {
      uri: String(s['uri'] ?? ''),
      username: String(s['username'] ?? ''),
      password: String(s['password'] ?? ''),
    };
  }
  return { uri: c['svc.neo4j.uri'], username: c['svc.neo4j.username'], password: c['svc.neo4j.password'] };
}

/** A blank username means no authentication (the lite driver's types want credentials even then). */
const authToken = (username: string, password: string): AuthToken =>
  username ? neo4j.auth.basic(username, password) : { scheme: 'none', credentials: '' };

let driverPromise: Promise<Driver> | undefined;

/**
 * Retries of transient failures (a deadlock, a connection that died) inside one query: one
 * retry after about a second, so a refused connection answers within about a second too.
 */
const MAX_RETRY_MS = 500;

/** One driver per process (cold start), created lazily so functions without graph access never connect. */
export function graphDriver(): Promise<Driver> {
  driverPromise ??= connection().then(({ uri, username, password }) => {
    const { connectMs, deadlineMs } = dependencyTimeouts();
    return neo4j.driver(uri, authToken(username, password), {
      maxConnectionPoolSize: 10,
      // Covers TCP and the Bolt handshake: a frozen server accepts the socket and then says nothing.
      connectionTimeout: 2 * connectMs,
      connectionAcquisitionTimeout: deadlineMs,
      maxTransactionRetryTime: MAX_RETRY_MS,
      disableLosslessIntegers: true,
    });
  });
  driverPromise.catch(() => (driverPromise = undefined));
  return driverPromise;
}

/**
 * Drops the driver after a query outlived the deadline: its pool may hold connections that never
 * answer again (a partition sends no reset), so the next query starts a fresh pool. Queries still
 * running on the old one finish or fail on their own; its idle connections are closed.
 */
function retire(p: Promise<Driver>): void {
  if (driverPromise !== p) return;
  driverPromise = undefined;
  void p.then((d) => d.close()).catch(() => undefined);
}

/** Failures that mean "the graph could not be reached or did not answer in time", not "the query is wrong". */
function isGraphUnavailable(err: unknown): boolean {
  if (isConnectionFailure(err)) return true;
  if (!(err instanceof Neo4jError)) return false;
  return (
    err.code === 'ServiceUnavailable' ||
    err.code === 'SessionExpired' ||
    err.code.includes('TransientError') ||
    err.code.includes('TransactionTimedOut') ||
    /acquisition timed out/i.test(err.message)
  );
}

export type Params = Record<string, unknown>;

/** The bound of a query on a graph that still answers (busy, a cold plan cache): under API Gateway's 30 s. */
const ANSWERING_LIMIT_MS = 20_000;

let probing: Promise<boolean> | undefined;
/**
 * Whether the graph completes a Bolt handshake on a fresh connection within the connect timeout:
 * a busy server does, a hung or partitioned one does not (its kernel still accepts the socket).
 * Concurrent callers share one probe.
 */
function graphAnswers(): Promise<boolean> {
  probing ??= (async () => {
    const { uri, username, password } = await connection();
    const { connectMs } = dependencyTimeouts();
    const probe = neo4j.driver(uri, authToken(username, password), {
      maxConnectionPoolSize: 1,
      connectionTimeout: connectMs,
      connectionAcquisitionTimeout: connectMs,
    });
    try {
      await withDeadline(probe.getServerInfo(), connectMs, 'The graph database');
      return true;
    } catch {
      return false;
    } finally {
      void probe.close().catch(() => undefined);
    }
  })().finally(() => (probing = undefined));
  return probing;
}

/**
 * Runs one parameterised query (never string-built Cypher) in a managed transaction. A query
 * still running `svc.dependency.timeout-ms` minus the connect timeout in is suspect: if a fresh
 * handshake fails too, the graph is silent and the answer is a 503 `dependency.unavailable` by
 * the deadline; if it succeeds, the graph is only slow and the query may run to ANSWERING_LIMIT_MS
 * (also its server-side transaction timeout). Inside a request every bound is capped by what is
 * left of its deadline budget (platform/request-deadline.ts), the server-side transaction
 * timeout too: the driver cannot cancel a query it sent, so the server ends it at the budget
 * instead of letting it run on behind the 503.
 */
async function run<T extends RecordShape>(
  cypher: string,
  params: Params,
  routing: 'READ' | 'WRITE',
): Promise<QueryResult<T>> {
  const { connectMs, deadlineMs } = dependencyTimeouts();
  const label = 'The graph database';
  assertBudgetLeft('graph');
  const pending = graphDriver();
  try {
    const timeout = Math.max(1, withinBudget(ANSWERING_LIMIT_MS));
    const query = waitingOn(
      'graph',
      pending.then((d) => d.executeQuery<QueryResult<T>>(cypher, params, { routing, transactionConfig: { timeout } })),
    );
    return await withDeadline(query, withinBudget(Math.max(deadlineMs - connectMs, connectMs)), label).catch(
      async (err: unknown) => {
        if (!(err instanceof DeadlineExceeded) || budgetSpent() || !(await graphAnswers())) throw err;
        return withDeadline(query, withinBudget(ANSWERING_LIMIT_MS), label);
      },
    );
  } catch (err) {
    // A query cut short by the request's budget says nothing about the pool: a silent graph is
    // caught (and the pool retired) by the next query's own deadline.
    if (budgetSpent()) throw budgetUnavailable('graph', err);
    if (err instanceof DeadlineExceeded) retire(pending);
    if (isGraphUnavailable(err))
      throw dependencyUnavailable(
        'graph',
        'The graph database is unreachable or did not answer in time; retry shortly.',
        err,
      );
    throw err;
  }
}

export function readQuery<T extends RecordShape = RecordShape>(
  cypher: string,
  params: Params = {},
): Promise<QueryResult<T>> {
  return run<T>(cypher, params, neo4j.routing.READ);
}
export function writeQuery<T extends RecordShape = RecordShape>(
  cypher: string,
  params: Params = {},
): Promise<QueryResult<T>> {
  return run<T>(cypher, params, neo4j.routing.WRITE);
}

export async function closeGraph(): Promise<void> {
  const p = driverPromise;
  driverPromise = undefined;
  if (p) await (await p).close();
}
