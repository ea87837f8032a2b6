import { Module } from '@nestjs/common';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminsRepository } from './admins.repository';

/**
 * Staff accounts: one's profile and the admins' account management. Sign-in, tokens and passwords are in
 * AuthModule, which imports this module for the repository (so this one must not import AuthModule).
 */
@Module({
  controllers: [AdminAccountsController],
  providers: [AdminsRepository, AdminAccountsService],
  exports: [AdminsRepository],
})
export class AdminModule {}
