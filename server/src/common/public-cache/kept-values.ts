import type { DynamicModule } from '@nestjs/common';
import type { CachedTable } from './public-answer-cache';

/** The injection token of `KeptValues` (provided by `KeptValuesModule.forRoot`, from `createApp`). */
export const KEPT_VALUES = Symbol('KEPT_VALUES');

/** Values computed from tables and kept until they change (`PublicCacheInstallation.remember`). */
export interface KeptValues {
  remember<T>(key: string, tables: readonly CachedTable[], compute: () => Promise<T>): Promise<T>;
}

/**
 * A value computed from the bookings, kept until a booking changes anywhere or the park's day ends; computed each
 * time where nothing keeps values (a service built without the application, in a unit test).
 */
export function keptUntilBookingsChange<T>(
  kept: KeptValues | undefined,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return kept ? kept.remember(key, ['bookings'], compute) : compute();
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
