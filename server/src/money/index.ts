// What other modules may use of this one (the lint keeps them to this file).
export { MoneyModule } from './money.module';
export { MoneyService } from './money.service';
export { InvoicesService } from './invoices.service';
export { PaymentsService } from './payments.service';
export { RemindersService } from './reminders.service';
export { rentalStartOnApproval } from './rent-ledger';
export { approvedCancellationMail } from './cancellation-mails';
export { CancelBookingDto } from './dto/cancellation.dto';
export { CustomerMoneyView } from './dto/money-responses.dto';
export { checkBooks, describeBooks, type BooksDifference } from './books-check';
