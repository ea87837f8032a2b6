import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { MailDocument } from '../database/schema';
import { MailService } from '../mail';
import { InvoicesService } from './invoices.service';
import { PaymentsService } from './payments.service';

/**
 * Draws the money's documents that queued mails name (`MailDocument`), when the mail is sent: after the transaction
 * that queued it committed, from the rows it wrote. Registered with the mail service at start.
 */
@Injectable()
export class MailDocumentsService implements OnModuleInit {
  constructor(
    private readonly mail: MailService,
    private readonly invoices: InvoicesService,
    private readonly payments: PaymentsService,
  ) {}

  onModuleInit(): void {
    this.mail.registerDocuments((document) => this.documentPdf(document));
  }

  /**
   * A document of the books as a PDF, drawn from its rows as it was issued (the same as its download), with only
   * the marks of what overtook it since: a receipt's REVERSED, an invoice's CREDITED.
   */
  async documentPdf({ kind, id }: MailDocument['document']): Promise<Buffer> {
    switch (kind) {
      case 'invoice':
        return (await this.invoices.invoice(id)).pdf;
      case 'credit-note':
        return (await this.invoices.creditNote(id)).pdf;
      case 'rent-invoice':
        return (await this.invoices.rentInvoice(id)).pdf;
      case 'receipt':
      case 'refund-note':
        return (await this.payments.receipt(id)).pdf;
    }
  }
}
