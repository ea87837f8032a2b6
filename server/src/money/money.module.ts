import { Module } from '@nestjs/common';
import { InvoiceBookService } from './invoice-book.service';
import { MoneyController } from './money.controller';
import { MoneyRepository } from './money.repository';
import { MoneyService } from './money.service';
import { RentRemindersService } from './rent-reminders.service';
import { StatementService } from './statement.service';

/** The park's money (docs/money.md). Bookings use it to invoice an approval; mail and audit are global. */
@Module({
  controllers: [MoneyController],
  providers: [MoneyRepository, MoneyService, InvoiceBookService, StatementService, RentRemindersService],
  exports: [MoneyService, RentRemindersService],
})
export class MoneyModule {}
