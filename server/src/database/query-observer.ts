import type { Pool, PoolClient } from 'pg';

/**
 * What the metrics hear of the database's work (`Metrics.watchDatabase`). Each query, or PGlite transaction, is
 * `asked` when a caller wants the database, `started` once it has its turn (PGlite) or a pooled connection
 * (PostgreSQL), with the seconds it waited, and `ran` when it is done. Without metrics no observer is given and the
 * database is not wrapped at all.
 */
export interface QueryObserver {
  asked(): void;
  started(waitedSeconds: number): void;
  ran(seconds: number): void;
}

/** Seconds since `start`, a `performance.now()` reading. */
export const secondsSince = (start: number): number => (performance.now() - start) / 1000;

type Callback = (...results: unknown[]) => void;
type LooseQuery = (...args: unknown[]) => unknown;

/**
 * Tells `observer` about the pool's work: the wait for a connection (every query and transaction asks the pool for
 * one; `pool.query` does so through `connect` too) and the run time of each query on any of its connections.
 */
export function observePool(pool: Pool, observer: QueryObserver): void {
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<PoolClient> | undefined;
  const observedConnect = (callback?: Callback) => {
    const asked = performance.now();
    observer.asked();
    const started = () => observer.started(secondsSince(asked));
    if (callback) {
      return connect((...results) => {
        started();
        callback(...results);
      });
    }
    const result = connect() as Promise<PoolClient>;
    result.then(started, started);
    return result;
  };
  Object.assign(pool, { connect: observedConnect });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as LooseQuery;
    const observedQuery: LooseQuery = (...args) => {
      const start = performance.now();
      const ran = () => observer.ran(secondsSince(start));
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          ran();
          (callback as Callback)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      // A query object that streams (a cursor) answers itself, not a promise: it is not timed.
      if (result instanceof Promise) result.then(ran, ran);
      return result;
    };
    Object.assign(client, { query: observedQuery });
  });
}
