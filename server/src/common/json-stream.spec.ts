import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { jsonListStream } from './json-stream';

async function* batches(...parts: Array<readonly unknown[] | Error>): AsyncGenerator<readonly unknown[]> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield part;
  }
}

const body = async (parts: Array<readonly unknown[] | Error>) =>
  text((await jsonListStream('bookings', batches(...parts))).getStream() as Readable);

describe('jsonListStream', () => {
  it('writes every item of every batch as one JSON object, in order', async () => {
    const answer = await body([[{ a: 1 }, { b: 'two' }], [], [3, null], ['"quoted", \\ and ]}']]);
    expect(JSON.parse(answer)).toEqual({ bookings: [{ a: 1 }, { b: 'two' }, 3, null, '"quoted", \\ and ]}'] });
  });

  it('writes an empty list when there is nothing', async () => {
    expect(await body([])).toBe('{"bookings":[]}');
    expect(await body([[], []])).toBe('{"bookings":[]}');
  });

  it('fails before sending anything when the first batch cannot be read', async () => {
    await expect(jsonListStream('bookings', batches(new Error('database down')))).rejects.toThrow('database down');
  });

  it('fails the stream, never closing the list, when a later batch cannot be read', async () => {
    const file = await jsonListStream('bookings', batches([1, 2], new Error('connection lost')));
    const received: string[] = [];
    const stream = file.getStream() as Readable;
    stream.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    await expect(new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject))).rejects.toThrow(
      'connection lost',
    );
    expect(received.join('')).toBe('{"bookings":[1,2');
  });
});
