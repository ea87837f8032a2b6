import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth.decorators';
import type { DatabaseHandle } from '../database/database';
import { DATABASE_HANDLE } from '../database/database.module';

export const DATABASE_DOWN = 'The database does not answer.';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
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
          try {
            await this.database.ping();
            return session.up({ engine: this.database.engine });
          } catch {
            return session.down({ engine: this.database.engine, message: DATABASE_DOWN });
          }
        },
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Terminus's own answer (status, info, error, details), with the sentence every error answer carries.
      void reply.status(503);
      return { statusCode: 503, message: DATABASE_DOWN, ...(error.getResponse() as object) };
    }
  }
}
