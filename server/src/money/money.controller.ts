import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
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
import {
  BookingAccountView,
  PaymentList,
  PaymentRecordedResponse,
  RentDueList,
  ReversalRecordedResponse,
} from './dto/money-responses.dto';
import { PaymentsQuery, RecordPaymentDto, RentDueQuery, ReversePaymentDto } from './dto/payment.dto';
import { MoneyService } from './money.service';

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
  constructor(private readonly money: MoneyService) {}

  @Get(':id/account')
  @ApiOperation({ summary: "A booking's money: its invoice or rent account, and every payment and reversal" })
  @ApiOkResponse({ type: BookingAccountView })
  @ApiNotFoundResponse({ description: 'No such booking' })
  account(@Param('id') id: string): Promise<BookingAccountView> {
    return this.money.account(id);
  }

  @Post(':id/payments')
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
    @Param('id') id: string,
    @Body() body: RecordPaymentDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<PaymentRecordedResponse> {
    return this.money.recordPayment(id, body, admin);
  }

  @Post('payments/:paymentId/reversal')
  @Roles('admin')
  @ApiOperation({ summary: 'Reverse a payment whole, with the reason (admins only); the payment itself stays' })
  @ApiCreatedResponse({ type: ReversalRecordedResponse })
  @ApiBadRequestResponse({ description: 'No reason given' })
  @ApiForbiddenResponse({ description: 'Only admins reverse payments' })
  @ApiNotFoundResponse({ description: 'No such payment' })
  @ApiConflictResponse({ description: 'Already reversed, or a reversal itself' })
  reverse(
    @Param('paymentId') paymentId: string,
    @Body() body: ReversePaymentDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ReversalRecordedResponse> {
    return this.money.reverse(paymentId, body, admin);
  }

  @Get('payments/:paymentId/receipt')
  @ApiOperation({ summary: "A payment's receipt as a PDF" })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiNotFoundResponse({ description: 'No such payment, or a reversal' })
  async receipt(
    @Param('paymentId') paymentId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, await this.money.receipt(paymentId));
  }

  @Get('invoices/:invoiceId/pdf')
  @ApiOperation({ summary: 'An invoice as a PDF, with what has been paid on it so far' })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiNotFoundResponse({ description: 'No such invoice' })
  async invoice(
    @Param('invoiceId') invoiceId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, await this.money.invoice(invoiceId));
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
    return this.money.payments(query);
  }
}
