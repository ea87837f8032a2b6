import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { describeError } from '../common/database-errors';
import { todayInPark } from '../common/park-time';
import { RepeatingTask } from '../common/repeating-task';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from '../metrics';
import { HousekeepingRepository, type Removed } from './housekeeping.repository';

/** The first round a minute after the start (not in the start's way), then every hour. */
const FIRST_ROUND_MS = 60_000;
const EVERY_MS = 3_600_000;
/** Rows of one table removed per statement; a round goes on while a table had that many. */
const BATCH = 5_000;
/** A round stops after this many statements and goes on at the next hour. */
const MAX_STATEMENTS = 20;

/**
 * Removes, on a schedule, the rows that only matter for a while (`HousekeepingRepository.removeExpired`). Safe with
 * several servers on one PostgreSQL: each statement takes an advisory lock first, and a server that finds it
 * taken leaves the round to the one holding it; the deletes name only rows nobody can need again, so a round that
 * two servers ran one after the other would only find nothing the second time.
 */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private readonly rounds = new RepeatingTask(
    () => this.run(),
    EVERY_MS,
    (error) => this.logger.warn(`Housekeeping round failed, tried again in an hour: ${describeError(error)}`),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: HousekeepingRepository,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    this.rounds.start(FIRST_ROUND_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: answers what it removed, by table (zeros when another server holds the round). */
  async run(): Promise<Removed> {
    const total: Removed = {
      rate_limit_counters: 0,
      mail_quotas: 0,
      stall_holds: 0,
      sign_in_attempts: 0,
      mail_outbox: 0,
      audit_log_addresses: 0,
    };
    const keep = { sentMail: this.config.sentMailKeepDays, recordAddresses: this.config.recordAddressDays };
    for (let statement = 0; statement < MAX_STATEMENTS && !this.rounds.isStopped; statement++) {
      const removed = await this.repository.removeExpired(todayInPark(), keep, BATCH);
      if (!removed) break;
      for (const table of Object.keys(total) as (keyof Removed)[]) total[table] += removed[table];
      if (Object.values(removed).every((rows) => rows < BATCH)) break;
    }
    this.metrics.housekeepingRemoved(total);
    const removed = Object.entries(total).filter(([, rows]) => rows > 0);
    if (removed.length > 0) {
      this.logger.log(`Removed ${removed.map(([table, rows]) => `${rows} from ${table}`).join(', ')}`);
    }
    return total;
  }
}
