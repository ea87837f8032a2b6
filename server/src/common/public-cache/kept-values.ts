import type { DynamicModule } from '@nestjs/common';
import type { CachedTable } from './public-answer-cache';

/** The injection token of `KeptValues` (provided by `KeptValuesModule.forRoot`, from `createApp`). */
export const KEPT_VALUES = Symbol('KEPT_VALUES');

/** Values computed from tables and kept until they change (`PublicCacheInstallation.remember`). */
export interface KeptValues {
  remember<T>(key: string, tables: readonly CachedTable[], compute: () => Promise<T>): Promise<T>;
}

type Read = (...args: never[]) => Promise<unknown>;
type ReadNames<R> = { [K in keyof R]: R[K] extends Read ? K : never }[keyof R];

/**
 * `repository` with the named reads kept until one of `tables` changes or the park's day ends: the same methods,
 * the same answers, each remembered by its name and arguments. A kept answer is shared by every caller that gets
 * it, so callers build new values from it instead of changing it. Every other method is the repository's own.
 */
export function withKeptReads<R extends object>(
  repository: R,
  kept: KeptValues,
  tables: readonly CachedTable[],
  reads: readonly ReadNames<R>[],
): R {
  const wrapper = Object.create(repository) as R;
  for (const name of reads) {
    const read = repository[name] as Read;
    const keep = (...args: never[]) =>
      kept.remember(`${repository.constructor.name}.${String(name)}:${JSON.stringify(args)}`, tables, () =>
        read.apply(repository, args),
      );
    Object.defineProperty(wrapper, name, { value: keep });
  }
  return wrapper;
}

/** Makes the application's `KeptValues` injectable everywhere. */
export class KeptValuesModule {
  static forRoot(keptValues: KeptValues): DynamicModule {
    return {
      module: KeptValuesModule,
      global: true,
      providers: [{ provide: KEPT_VALUES, useValue: keptValues }],
      exports: [KEPT_VALUES],
    };
  }
}
