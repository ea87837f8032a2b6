import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { todayInPark } from '../common/park-time';
import { NotFoundError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail';
import { confirmationMail, staffNoticeMail } from './contact-mails';
import { ContactRepository, type NewContactMessage } from './contact.repository';
import { type ContactMessageView, toContactMessageView } from './contact.view';

export const MESSAGE_NOT_FOUND = 'No contact message with that id exists.';

@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contact: ContactRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Stored first, with both mails queued in the same transaction: a message is never lost to a mail failure. The
   * sender's receipt is in their language (`input.language`), the staff notice in English.
   */
  async send(input: NewContactMessage): Promise<void> {
    await this.contact.transaction(async (tx) => {
      const row = await this.contact.insert(input, tx);
      await this.mail.enqueue(tx, [
        confirmationMail(row, todayInPark(row.createdAt)),
        staffNoticeMail(input, this.config.staffEmail),
      ]);
    });
  }

  async list(): Promise<ContactMessageView[]> {
    return (await this.contact.listNewestFirst()).map(toContactMessageView);
  }

  async setHandled(actor: AuthenticatedAdmin, id: string, handled: boolean): Promise<ContactMessageView> {
    await this.contact.transaction(async (tx) => {
      const before = await this.contact.findById(id, tx);
      if (!before || !(await this.contact.setHandled(id, handled ? actor.id : null, tx))) {
        throw new NotFoundError(MESSAGE_NOT_FOUND);
      }
      await this.audit.record(tx, actor, {
        action: 'contact.handled',
        entity: 'contact',
        entityId: id,
        fromStatus: before.handledAt ? 'handled' : 'open',
        toStatus: handled ? 'handled' : 'open',
      });
    });
    const row = await this.contact.findById(id);
    if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return toContactMessageView(row);
  }
}
