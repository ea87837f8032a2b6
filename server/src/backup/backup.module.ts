import { Module } from '@nestjs/common';
import { BackupEndpoint } from './backup-endpoint';

/** Backups of the embedded database taken by the server that holds it (`npm run backup`, docs/deploy.md). */
@Module({ providers: [BackupEndpoint] })
export class BackupModule {}
