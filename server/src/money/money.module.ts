import { Module } from '@nestjs/common';
import { CorrectionsController } from './corrections.controller';
import { CorrectionsService } from './corrections.service';
import { CustomerAccountsController } from './customer-accounts.controller';
import { CustomerAccountsService } from './customer-accounts.service';
import { InvoiceBookService } from './invoice-book.service';
import { InvoicesService } from './invoices.service';
import { LostDocumentsController } from './lost-documents.controller';
import { LostDocumentsService } from './lost-documents.service';
import { MailDocumentsService } from './mail-documents.service';
import { MoneyController } from './money.controller';
import { MoneyRepository } from './money.repository';
import { MoneyService } from './money.service';
import { NumberGapsRepository } from './number-gaps.repository';
import { PaymentsService } from './payments.service';
import { PeriodsController } from './periods.controller';
import { PeriodsRepository } from './periods.repository';
import { PeriodsService } from './periods.service';
import { RemindersService } from './reminders.service';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { StatementService } from './statement.service';

/**
 * The park's money (docs/money.md): accounts (`MoneyService`), invoices and credit notes (`InvoicesService`),
 * payments, reversals and refunds (`PaymentsService`), closed months (`PeriodsService`), the invoice book, statements,
 * the accountant's reports (`ReportsService`) and reminders. Bookings use it to invoice an approval, credit a
 * cancellation and ask whether a booking's money is settled; mail and audit are global.
 */
@Module({
  controllers: [
    MoneyController,
    PeriodsController,
    ReportsController,
    CorrectionsController,
    LostDocumentsController,
    CustomerAccountsController,
  ],
  providers: [
    MoneyRepository,
    MoneyService,
    InvoicesService,
    PaymentsService,
    MailDocumentsService,
    InvoiceBookService,
    StatementService,
    CustomerAccountsService,
    RemindersService,
    PeriodsRepository,
    PeriodsService,
    ReportsRepository,
    ReportsService,
    CorrectionsService,
    NumberGapsRepository,
    LostDocumentsService,
  ],
  exports: [MoneyService, InvoicesService, PaymentsService, RemindersService],
})
export class MoneyModule {}
