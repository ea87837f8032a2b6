import { Controller, Get, Header, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth.decorators';
import type { ErrorResponse } from '../common/error-response.dto';
import type { DatabaseHandle } from '../database/database';
import { DATABASE_HANDLE } from '../database/database.module';
import { Drain } from './drain';

export const DATABASE_DOWN = 'The database does not answer.';
/** The sentence of a 503 from readiness while the server drains before it stops. */
export const SHUTTING_DOWN = 'Not ready: this server is shutting down.';
/** /api/health asks the database at most this often, however often it is asked (a flood meets one check). */
export const HEALTH_CHECK_EVERY_MS = 1_000;

export class ReadinessResponse {
  @ApiProperty({ enum: ['ready'] })
  status!: 'ready';
}

/**
 * The sentence of a 503 from readiness when the database lacks migrations of this release. How many, and which
 * engine the server runs on, are told to the log, not to whoever asks: both routes are public.
 */
export const MIGRATIONS_PENDING =
  'Not ready: the database lacks migrations of this release. Restart a server of this release to apply them.';

/** What one look at the database found: whether it answered, and how many migrations it lacks. */
interface DatabaseState {
  answers: boolean;
  pending: number;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  /**
   * The last look at the database, shared by every request to /api/health and /api/health/ready within
   * HEALTH_CHECK_EVERY_MS of its start: a flood of either meets one check.
   */
  private lastCheck: { startedAt: number; state: Promise<DatabaseState> } | undefined;
  private readonly logger = new Logger('Health');
  private loggedPending = 0;

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    private readonly drain: Drain,
  ) {}

  @Public()
  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness and database check: 200 when the database answers, 503 otherwise' })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      return await this.health.check([
        async () => {
          const session = this.indicators.check('database');
          return (await this.databaseState()).answers ? session.up() : session.down({ message: DATABASE_DOWN });
        },
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Terminus's own answer (status, info, error, details), with the sentence every error answer carries.
      void reply.status(503);
      return { statusCode: 503, message: DATABASE_DOWN, ...(error.getResponse() as object) };
    }
  }

  /** What the last look at the database found, looked again once that is HEALTH_CHECK_EVERY_MS old. */
  private databaseState(): Promise<DatabaseState> {
    const now = Date.now();
    if (!this.lastCheck || now - this.lastCheck.startedAt >= HEALTH_CHECK_EVERY_MS) {
      this.lastCheck = { startedAt: now, state: this.lookAtDatabase() };
    }
    return this.lastCheck.state;
  }

  private async lookAtDatabase(): Promise<DatabaseState> {
    try {
      await this.database.ping();
      const pending = await this.database.pendingMigrations();
      if (pending > 0 && pending !== this.loggedPending) {
        this.logger.warn(
          `Not ready: the ${this.database.engine} database lacks ${pending} migration(s) of this release`,
        );
      }
      this.loggedPending = pending;
      return { answers: true, pending };
    } catch {
      return { answers: false, pending: 0 };
    }
  }

  /**
   * Readiness, apart from liveness: an orchestrator or load balancer sends visitors only to a server whose
   * database answers and has every migration this release expects (a database restored from an older backup, or
   * swapped under a running server, may lack some), and that is not about to stop (it drains: `Drain`). A process
   * that is alive but not ready needs no restart.
   */
  @Public()
  @Get('ready')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Readiness: 200 when the database answers and has every migration of this release, 503 with the reason',
  })
  @ApiOkResponse({ type: ReadinessResponse })
  @ApiServiceUnavailableResponse({
    description:
      'Not ready: the database does not answer (`DATABASE_UNAVAILABLE`), lacks migrations (`MIGRATIONS_PENDING`), ' +
      'or the server is stopping (`SHUTTING_DOWN`: it still serves what reaches it, for a few seconds)',
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessResponse | ErrorResponse> {
    // Asked before the database: from the signal on, every check the balancer makes sees it.
    if (this.drain.draining) {
      void reply.status(503);
      return { statusCode: 503, message: SHUTTING_DOWN, code: 'SHUTTING_DOWN' };
    }
    const { answers, pending } = await this.databaseState();
    if (!answers) {
      void reply.status(503);
      return { statusCode: 503, message: `Not ready: ${DATABASE_DOWN.toLowerCase()}`, code: 'DATABASE_UNAVAILABLE' };
    }
    if (pending > 0) {
      void reply.status(503);
      return { statusCode: 503, message: MIGRATIONS_PENDING, code: 'MIGRATIONS_PENDING' };
    }
    return { status: 'ready' };
  }
}
