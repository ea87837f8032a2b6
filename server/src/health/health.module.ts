import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { Drain } from './drain';
import { HealthController } from './health.controller';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  // One per server: main.ts begins it when the process is asked to stop; readiness and app.factory.ts read it.
  providers: [Drain],
  exports: [Drain],
})
export class HealthModule {}
