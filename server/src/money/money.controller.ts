import { Body, Controller, Get, Header, Post, Query, Res } from '@nestjs/common';
import { IdParam } from '../common/id-param';
import { bookingGone, creditNoteGone, invoiceGone, paymentGone } from './money-errors';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthenticatedAdmin, CurrentAdmin, Roles } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { todayInPark } from '../common/park-time';
import {
  BookingAccountView,
  BooksCheckResponse,
  PaymentList,
  PaymentRecordedResponse,
  RefundRecordedResponse,
  RentDueList,
  ReversalRecordedResponse,
} from './dto/money-responses.dto';
import { RecordRefundDto } from './dto/cancellation.dto';
import { PaymentsQuery, RecordPaymentDto, RentDueQuery, ReversePaymentDto } from './dto/payment.dto';
import { InvoiceBook, InvoiceBookQuery, InvoicesQuery } from './dto/invoice-book.dto';
import { InvoiceBookService } from './invoice-book.service';
import { StatementQuery } from './dto/statement.dto';
import { StatementService } from './statement.service';
import { InvoicesService } from './invoices.service';
import { MoneyService } from './money.service';
import { PaymentsService } from './payments.service';
import { paymentsCsv } from './payments-csv';

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }): Buffer {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return file.pdf;
}

const PDF = { description: 'An A4 PDF', schema: { type: 'string', format: 'binary' } } as const;

/** The park's money in the staff dashboard: accounts, payments, reversals, receipts, invoices, rent due. */
@ApiTags('money')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('bookings/admin')
export class MoneyController {
  constructor(
    private readonly money: MoneyService,
    private readonly invoiceService: InvoicesService,
    private readonly paymentService: PaymentsService,
    private readonly invoiceBook: InvoiceBookService,
    private readonly statements: StatementService,
  ) {}

  @Get('statements')
  @ApiOperation({
    summary: "A customer's statement of account as a PDF: bookings, invoices, payments, credit notes, refunds, balance",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiNotFoundResponse({ description: 'Nothing has that e-mail address' })
  async statement(@Query() query: StatementQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendPdf(
      reply,
      await this.statements.statement(query.email, query.language, { from: query.from, to: query.to }),
    );
  }

  @Get('invoices')
  @ApiOperation({
    summary:
      'Every invoice with what was issued, credited, paid and is owed, its status, totals, and the aging on a day',
  })
  @ApiOkResponse({ type: InvoiceBook })
  @ApiBadRequestResponse({ description: 'Unknown status, a search too long, or asOf malformed or in the future' })
  invoices(@Query() query: InvoiceBookQuery): Promise<InvoiceBook> {
    return this.invoiceBook.book(query);
  }

  @Get('invoices/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The invoices listed, as CSV for a spreadsheet; amounts are numbers' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header line', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Unknown status, or a search too long' })
  async invoicesCsv(@Query() query: InvoicesQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const csv = await this.invoiceBook.csv(query);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="invoices-${todayInPark()}.csv"`);
    return csv;
  }

  @Get('books/check')
  @ApiOperation({
    summary: 'Checks that every money document and the ledger agree (as `npm run books:check` does)',
  })
  @ApiOkResponse({ type: BooksCheckResponse })
  booksCheck(): Promise<BooksCheckResponse> {
    return this.money.booksCheck();
  }

  @Get(':id/account')
  @ApiOperation({ summary: "A booking's money: its invoice or rent account, and every payment and reversal" })
  @ApiOkResponse({ type: BookingAccountView })
  @ApiNotFoundResponse({ description: 'No such booking' })
  account(@IdParam('id', bookingGone) id: string): Promise<BookingAccountView> {
    return this.money.account(id);
  }

  @Post(':id/payments')
  @RateLimit('staffMoney')
  @ApiOperation({
    summary: 'Record money received for a booking; the customer is e-mailed a numbered receipt (PDF)',
    description: 'The same form key sent again answers the payment already recorded (`repeated`), adding nothing.',
  })
  @ApiCreatedResponse({ type: PaymentRecordedResponse })
  @ApiBadRequestResponse({ description: 'Bad amount, date, method, reference, note or form key; a future date' })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({
    description: 'Nothing charged (not approved, no invoice, admin block), nothing owed, more than owed, form reused',
  })
  recordPayment(
    @IdParam('id', bookingGone) id: string,
    @Body() body: RecordPaymentDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<PaymentRecordedResponse> {
    return this.paymentService.recordPayment(id, body, admin);
  }

  @Post('invoices/:invoiceId/payments')
  @RateLimit('staffMoney')
  @ApiOperation({
    summary: "Record money received on an invoice: its booking's payment, also once the booking was deleted",
    description:
      'For an invoice whose booking was deleted from the lists and whose books owe again (a payment reversed), the ' +
      'payment goes on those books. The same form key sent again answers the payment already recorded.',
  })
  @ApiCreatedResponse({ type: PaymentRecordedResponse })
  @ApiBadRequestResponse({ description: 'Bad amount, date, method, reference, note or form key; a future date' })
  @ApiNotFoundResponse({ description: 'No such invoice' })
  @ApiConflictResponse({ description: 'Nothing owed, more than owed, form reused' })
  recordInvoicePayment(
    @IdParam('invoiceId', invoiceGone) invoiceId: string,
    @Body() body: RecordPaymentDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<PaymentRecordedResponse> {
    return this.paymentService.recordInvoicePayment(invoiceId, body, admin);
  }

  @Post(':id/refunds')
  @RateLimit('staffMoney')
  @Roles('admin')
  @ApiOperation({
    summary: 'Record money paid back to the customer (admins only); they are e-mailed a numbered refund note (PDF)',
    description:
      'Only what is owed back may be refunded: money received beyond what a cancelled booking still charges, or rent ' +
      'paid ahead on an ended rental. The same form key sent again answers the refund already recorded.',
  })
  @ApiCreatedResponse({ type: RefundRecordedResponse })
  @ApiBadRequestResponse({ description: 'Bad amount, date, method, reference, note or form key; a future date' })
  @ApiForbiddenResponse({ description: 'Only admins record refunds' })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({ description: 'Nothing owed back, more than owed back, form reused' })
  recordRefund(
    @IdParam('id', bookingGone) id: string,
    @Body() body: RecordRefundDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<RefundRecordedResponse> {
    return this.paymentService.recordRefund(id, body, admin);
  }

  @Post('payments/:paymentId/reversal')
  @RateLimit('staffMoney')
  @Roles('admin')
  @ApiOperation({ summary: 'Reverse a payment whole, with the reason (admins only); the payment itself stays' })
  @ApiCreatedResponse({ type: ReversalRecordedResponse })
  @ApiBadRequestResponse({ description: 'No reason given' })
  @ApiForbiddenResponse({ description: 'Only admins reverse payments' })
  @ApiNotFoundResponse({ description: 'No such payment' })
  @ApiConflictResponse({ description: 'Already reversed, or a reversal itself' })
  reverse(
    @IdParam('paymentId', paymentGone) paymentId: string,
    @Body() body: ReversePaymentDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ReversalRecordedResponse> {
    return this.paymentService.reverse(paymentId, body, admin);
  }

  @Get('payments/:paymentId/receipt')
  @ApiOperation({ summary: "A payment's receipt, or a refund's refund note, as a PDF" })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiNotFoundResponse({ description: 'No such payment, or a reversal' })
  async receipt(
    @IdParam('paymentId', paymentGone) paymentId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, await this.paymentService.receipt(paymentId));
  }

  @Get('credit-notes/:creditNoteId/pdf')
  @ApiOperation({ summary: 'A credit note as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiNotFoundResponse({ description: 'No such credit note' })
  async creditNote(
    @IdParam('creditNoteId', creditNoteGone) creditNoteId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, await this.invoiceService.creditNote(creditNoteId));
  }

  @Get('invoices/:invoiceId/pdf')
  @ApiOperation({ summary: 'An invoice as a PDF, as it was issued; marked CREDITED once a credit note closed it' })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiNotFoundResponse({ description: 'No such invoice' })
  async invoice(
    @IdParam('invoiceId', invoiceGone) invoiceId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, await this.invoiceService.invoice(invoiceId));
  }

  @Get('rent-due')
  @ApiOperation({ summary: 'Stall rent due within 7 days or overdue, most overdue first, with totals' })
  @ApiOkResponse({ type: RentDueList })
  @ApiBadRequestResponse({ description: 'Unknown filter or block' })
  rentDue(@Query() query: RentDueQuery): Promise<RentDueList> {
    return this.money.rentDue(query);
  }

  @Get('payments')
  @ApiOperation({ summary: 'Payments and reversals received between two dates, for the accountant' })
  @ApiOkResponse({ type: PaymentList })
  @ApiBadRequestResponse({ description: 'Bad date, or the first after the last' })
  payments(@Query() query: PaymentsQuery): Promise<PaymentList> {
    return this.paymentService.payments(query);
  }

  @Get('payments/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The same entries as CSV for a spreadsheet, oldest first; amounts are numbers (a reversal is negative)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header line', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Bad date, or the first after the last' })
  async paymentsCsv(@Query() query: PaymentsQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const csv = paymentsCsv((await this.paymentService.payments(query)).entries);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${todayInPark()}.csv"`);
    return csv;
  }
}
