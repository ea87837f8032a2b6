import type { DynamicModule } from '@nestjs/common';
import type { CachedTable } from './public-answer-cache';

/** The injection token of `KeptValues` (provided by `KeptValuesModule.forRoot`, from `createApp`). */
export const KEPT_VALUES = Symbol('KEPT_VALUES');

/** Values computed from tables and kept until they change (`PublicCacheInstallation.remember`). */
export interface KeptValues {
  remember<T>(key: string, tables: readonly CachedTable[], compute: () => Promise<T>): Promise<T>;
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
