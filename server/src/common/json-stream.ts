import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

/**
 * `{ "<key>": [ …every item… ] }`, written batch by batch as the batches are read, so an answer of any length holds
 * one batch in memory at a time. The first batch is read before anything is sent: a failure there is an ordinary
 * error answer (503 while the database is unreachable). A failure after that cuts the connection, so the client
 * sees an unfinished answer, never a shorter one that looks complete.
 */
export async function jsonListStream(key: string, batches: AsyncIterable<readonly unknown[]>): Promise<StreamableFile> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks(): AsyncGenerator<string, void, undefined> {
    let next = first;
    let written = 0;
    try {
      yield `{${JSON.stringify(key)}:[`;
      while (!next.done) {
        if (next.value.length > 0) {
          // The batch's array without its brackets, after a comma unless it is the first item.
          yield `${written > 0 ? ',' : ''}${JSON.stringify(next.value).slice(1, -1)}`;
          written += next.value.length;
        }
        next = await iterator.next();
      }
      yield ']}';
    } finally {
      // The client went away part-way: the reader stops too.
      if (!next.done) await iterator.return?.();
    }
  }
  return new StreamableFile(Readable.from(chunks(), { objectMode: false }), {
    type: 'application/json; charset=utf-8',
  });
}
