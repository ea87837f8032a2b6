import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { Public } from '../common/auth.decorators';
import type { DatabaseHandle } from '../database/database';
import { DATABASE_HANDLE } from '../database/database.module';

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
  check() {
    return this.health.check([
      async () => {
        const session = this.indicators.check('database');
        try {
          await this.database.ping();
          return session.up({ engine: this.database.engine });
        } catch {
          return session.down({ engine: this.database.engine, message: 'The database does not answer.' });
        }
      },
    ]);
  }
}
