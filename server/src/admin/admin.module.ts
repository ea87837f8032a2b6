import { Module } from '@nestjs/common';
import { AdminsRepository } from './admins.repository';

/** Staff accounts: the repository here; profile and account management routes join it (issue 4). */
@Module({
  providers: [AdminsRepository],
  exports: [AdminsRepository],
})
export class AdminModule {}
