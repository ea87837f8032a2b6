import { joined, raw, runStatement, type Statement, statement, type WrittenStatement } from './statement';
import type { Executor } from './database';

/** The name the first part's rows are read by: `select … from written`. */
const FIRST = 'written';

/**
 * Writes that belong together, sent to the database as one statement instead of a transaction's round trip each:
 * every part is a data-modifying `WITH` query, and the parts after the first read the rows the first one wrote
 * (`from written`), so they write exactly when it wrote. A statement is atomic by itself: run alone it is a
 * transaction of its own, or it is part of the caller's.
 *
 * Each module's repository adds its own part (its SQL stays in its module); a service only passes the write along,
 * as it passes a transaction, and the repository of the first part runs it. Parts that lock rows other requests
 * also lock (the mail quotas' counters) wait for the part before them (`after`), so every statement locks them in
 * the order they were added, as one statement after another would.
 */
export class CombinedWrite {
  private readonly parts: Statement[];
  private readonly answers: Statement[] = [statement`exists (select from ${raw(FIRST)}) as wrote`];
  private readonly settled: Array<(row: Record<string, unknown>) => void> = [];
  private waits = 0;
  private whole: WrittenStatement | undefined;

  constructor(first: Statement) {
    this.parts = [statement`${raw(FIRST)} as (${first})`];
  }

  /** The name of the first part, for the parts that follow it. */
  readonly written = raw(FIRST);

  /** Adds a part; answers its name, for a later part to read its rows or to wait for it. */
  add(part: Statement): Statement {
    const name = raw(`part${this.parts.length}`);
    this.parts.push(statement`${name} as (${part})`);
    return name;
  }

  /**
   * A clause that makes a part run only after `part` ran, whatever rows it wrote: `from written ${after(part)}`. A
   * part's rows are only produced once every input is read, and this input is a count of `part`'s rows.
   */
  after(part: Statement): Statement {
    return statement`cross join (select count(*) from ${part}) as ${raw(`after_${++this.waits}`)}`;
  }

  /** Adds a value for the statement to answer; answers how to read it from the statement's row. */
  answer<T>(expression: Statement): (row: Record<string, unknown>) => T {
    const alias = `a${this.answers.length}`;
    this.answers.push(statement`${expression} as ${raw(alias)}`);
    return (row) => row[alias] as T;
  }

  /**
   * `then` runs with the statement's row once it ran and its first part wrote (a module reporting what its parts
   * did).
   */
  onWritten(then: (row: Record<string, unknown>) => void): void {
    this.settled.push(then);
  }

  /**
   * Runs the statement on `executor`; answers its row, after the parts' `onWritten`. Its text is the same for every
   * write of the same parts, so on the database itself it runs prepared (`runStatement`).
   */
  run(executor: Executor): Promise<Record<string, unknown>> {
    // Written out once (a run again after a deadlock sends the same): the parts are not kept while the database
    // answers, or many requests' parts would outlive the young generation's collections and be copied to the old.
    this.whole ??= statement`with ${joined(this.parts, ', ')} select ${joined(this.answers, ', ')}`.written();
    this.parts.length = 0;
    this.answers.length = 0;
    return runStatement<Record<string, unknown>>(executor, this.whole, { prepared: true }).then(([row = {}]) => {
      if (row.wrote) for (const then of this.settled) then(row);
      return row;
    });
  }
}
