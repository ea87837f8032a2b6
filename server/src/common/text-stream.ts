import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

/**
 * A text answer written piece by piece as `pieces` makes them (a CSV export of any length holds one batch in
 * memory). The first piece is made before anything is sent, so a refusal or an outage there is an ordinary error
 * answer; a failure after that cuts the connection, and the download is seen to be unfinished.
 */
export async function textStream(
  pieces: AsyncIterable<string>,
  options: { type: string; disposition?: string },
): Promise<StreamableFile> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks(): AsyncGenerator<string, void, undefined> {
    let next = first;
    try {
      while (!next.done) {
        yield next.value;
        next = await iterator.next();
      }
    } finally {
      if (!next.done) await iterator.return?.();
    }
  }
  return new StreamableFile(Readable.from(chunks(), { objectMode: false }), {
    type: options.type,
    disposition: options.disposition,
  });
}
