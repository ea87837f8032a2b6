import { Global, Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailService } from './mail.service';

/** Global so any module can queue mail with `MailService.enqueue(tx, mail)`. */
@Global()
@Module({
  providers: [MailOutboxRepository, MailService],
  exports: [MailService],
})
export class MailModule {}
