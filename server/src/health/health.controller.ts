import { Controller, Get, Header, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
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

  @ApiProperty({ enum: ['pglite', 'postgres'] })
  engine!: 'pglite' | 'postgres';
}

/** The sentence of a 503 from readiness when the database lacks migrations of this release. */
export function migrationsPending(count: number): string {
  return `Not ready: the database lacks ${count} migration${count === 1 ? '' : 's'} of this release. Restart a server of this release to apply them.`;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** The last database check of /api/health, shared by every request within HEALTH_CHECK_EVERY_MS of its start. */
  private lastCheck: { startedAt: number; answered: Promise<boolean> } | undefined;

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
          return (await this.databaseAnswers())
            ? session.up({ engine: this.database.engine })
            : session.down({ engine: this.database.engine, message: DATABASE_DOWN });
        },
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Terminus's own answer (status, info, error, details), with the sentence every error answer carries.
      void reply.status(503);
      return { statusCode: 503, message: DATABASE_DOWN, ...(error.getResponse() as object) };
    }
  }

  /** Whether the database answered its last ping, asked again once that is HEALTH_CHECK_EVERY_MS old. */
  private databaseAnswers(): Promise<boolean> {
    const now = Date.now();
    if (!this.lastCheck || now - this.lastCheck.startedAt >= HEALTH_CHECK_EVERY_MS) {
      this.lastCheck = {
        startedAt: now,
        answered: this.database.ping().then(
          () => true,
          () => false,
        ),
      };
    }
    return this.lastCheck.answered;
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
    let pending: number;
    try {
      await this.database.ping();
      pending = await this.database.pendingMigrations();
    } catch {
      void reply.status(503);
      return { statusCode: 503, message: `Not ready: ${DATABASE_DOWN.toLowerCase()}`, code: 'DATABASE_UNAVAILABLE' };
    }
    if (pending > 0) {
      void reply.status(503);
      return { statusCode: 503, message: migrationsPending(pending), code: 'MIGRATIONS_PENDING' };
    }
    return { status: 'ready', engine: this.database.engine };
  }
}
