import { retryOnDeadlock } from './transaction-retry';

const pgFailure = (code: string) =>
  Object.assign(new Error('query failed'), { cause: Object.assign(new Error(code), { code }) });

describe('retryOnDeadlock', () => {
  it('runs a transaction again after a deadlock or serialization failure', async () => {
    const failures = [pgFailure('40P01'), pgFailure('40001')];
    const run = jest.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    await expect(retryOnDeadlock(run)).resolves.toBe('done');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt', async () => {
    const run = jest.fn(async () => {
      throw pgFailure('40P01');
    });
    await expect(retryOnDeadlock(run, 2)).rejects.toThrow('query failed');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never retries other errors, such as the exclusion constraint itself', async () => {
    const run = jest.fn(async () => {
      throw pgFailure('23P01');
    });
    await expect(retryOnDeadlock(run)).rejects.toThrow('query failed');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
