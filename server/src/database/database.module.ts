import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from '../metrics';
import { DATABASE, type DatabaseHandle, openDatabase } from './database';

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/** Closes the database after every module has stopped (the mail worker stops in onModuleDestroy). */
@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: DATABASE_HANDLE,
      inject: [APP_CONFIG, Metrics],
      useFactory: async (config: AppConfig, metrics: Metrics) => {
        if (!metrics.enabled) return openDatabase(config);
        // Pinged at each scrape, which only comes once the database is open.
        const observer = metrics.watchDatabase(config.databaseUrl ? 'postgres' : 'pglite', () => handle.ping());
        const handle = await openDatabase(config, observer);
        return handle;
      },
    },
    { provide: DATABASE, inject: [DATABASE_HANDLE], useFactory: (handle: DatabaseHandle) => handle.db },
    DatabaseCloser,
  ],
  exports: [DATABASE, DATABASE_HANDLE],
})
export class DatabaseModule {}
