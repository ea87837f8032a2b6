import type { PGlite } from '@electric-sql/pglite';
import { type QueryObserver, secondsSince } from './query-observer';

/** The client's ways in to the database; everything else (listen, close, closed …) passes through as it is. */
const TURN_TAKERS: ReadonlySet<PropertyKey> = new Set(['query', 'exec', 'sql', 'transaction']);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const ignore = () => undefined;

/** `work`, told to the observer: asked now, started when its turn comes, ran when it settles. */
function observed<T>(work: () => Promise<T>, observer: QueryObserver): () => Promise<T> {
  const asked = performance.now();
  observer.asked();
  return () => {
    const started = performance.now();
    observer.started(secondsSince(asked));
    const done = () => observer.ran(secondsSince(started));
    const result = work();
    result.then(done, done);
    return result;
  };
}

/**
 * The embedded database with each query and each transaction started in a turn of the event loop of its own.
 *
 * PGlite runs on this thread and lets one piece of work in at a time; its queue hands the database from one
 * waiting request to the next in promise callbacks, without going back to the event loop. Left to that queue, one
 * turn of the loop runs the whole queue under load (50 booking requests: about 0.3 s), and Node, which accepts new
 * connections between turns, lets one in per turn: a visitor who connects during a burst waits in the kernel's
 * accept queue for seconds. Taking turns here (`setImmediate` before each piece of work, in the order asked), Node
 * accepts connections and reads requests between any two of them (`test/api/fairness.spec.ts`). The work inside a
 * transaction runs on its own client and is not held up; the order of the work is the order it was asked for, as
 * with PGlite's own queue. An `observer` (metrics) hears how long each piece waited for its turn and ran.
 */
export function takingTurns(client: PGlite, observer?: QueryObserver): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = last.then(nextTurn).then(observer ? observed(work, observer) : work);
    last = result.then(ignore, ignore);
    return result;
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (TURN_TAKERS.has(property)) {
        return (...args: unknown[]) => inTurn(() => method.apply(target, args) as Promise<unknown>);
      }
      return method.bind(target);
    },
  });
}
