import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AsOfQuery,
  DayBookView,
  DepositsHeldView,
  IncomeQuery,
  IncomeReportView,
  JournalView,
  OwedBackView,
  PeriodQuery,
  TaxSummaryView,
} from './dto/reports.dto';
import { type CsvFile, ReportsService } from './reports.service';

const CSV = { description: 'CSV with a header line; amounts are numbers', schema: { type: 'string' } } as const;
const BAD_YEAR = 'The year is not a whole year from 2000 to 2100';
const BAD_DAY = 'The day is not a date (yyyy-mm-dd)';
const BAD_PERIOD = 'A day is not a date (yyyy-mm-dd), or the first is after the last';

function sendCsv(reply: FastifyReply, file: CsvFile): string {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`);
  return file.csv;
}

/** The accountant's reports (docs/money.md, "Reports"), each read from the ledger, on screen and as CSV. */
@ApiTags('money')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('bookings/admin/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('income')
  @ApiOperation({
    summary: 'Income of a year by month (accrual): venue invoices, stall rent, credits, cancellation charges kept',
  })
  @ApiOkResponse({ type: IncomeReportView })
  @ApiBadRequestResponse({ description: BAD_YEAR })
  income(@Query() query: IncomeQuery): Promise<IncomeReportView> {
    return this.reports.income(query.year);
  }

  @Get('income/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Income of a year by month, as CSV, with the year’s totals' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  @ApiBadRequestResponse({ description: BAD_YEAR })
  async incomeCsv(@Query() query: IncomeQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCsv(reply, await this.reports.incomeCsv(query.year));
  }

  @Get('taxes')
  @ApiOperation({
    summary: 'Output tax of a year by month: VAT and SSCL charged less credited, and the value before tax',
  })
  @ApiOkResponse({ type: TaxSummaryView })
  @ApiBadRequestResponse({ description: BAD_YEAR })
  taxes(@Query() query: IncomeQuery): Promise<TaxSummaryView> {
    return this.reports.taxes(query.year);
  }

  @Get('taxes/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Output tax of a year by month, as CSV, with the year’s totals' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  @ApiBadRequestResponse({ description: BAD_YEAR })
  async taxesCsv(@Query() query: IncomeQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCsv(reply, await this.reports.taxesCsv(query.year));
  }

  @Get('deposits-held')
  @ApiOperation({ summary: 'Money received on venue bookings whose event is still ahead on a day, and not cancelled' })
  @ApiOkResponse({ type: DepositsHeldView })
  @ApiBadRequestResponse({ description: BAD_DAY })
  depositsHeld(@Query() query: AsOfQuery): Promise<DepositsHeldView> {
    return this.reports.depositsHeld(query.asOf);
  }

  @Get('deposits-held/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The deposits held on a day, as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  @ApiBadRequestResponse({ description: BAD_DAY })
  async depositsHeldCsv(@Query() query: AsOfQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCsv(reply, await this.reports.depositsHeldCsv(query.asOf));
  }

  @Get('owed-back')
  @ApiOperation({ summary: 'Bookings whose ledger balance is negative: what the park owes back, with the documents' })
  @ApiOkResponse({ type: OwedBackView })
  owedBack(): Promise<OwedBackView> {
    return this.reports.owedBack();
  }

  @Get('owed-back/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'What the park owes back, as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  async owedBackCsv(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCsv(reply, await this.reports.owedBackCsv());
  }

  @Get('day-book')
  @ApiOperation({
    summary: "The cashier's day-book: payments, reversals and refunds by day and method, day and period totals",
    description: 'By default from the first of the current month to today (Kandy).',
  })
  @ApiOkResponse({ type: DayBookView })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  dayBook(@Query() query: PeriodQuery): Promise<DayBookView> {
    return this.reports.dayBook(query);
  }

  @Get('day-book/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The day-book as CSV: a line per day and method, day totals, the period by method' })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async dayBookCsv(@Query() query: PeriodQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCsv(reply, await this.reports.dayBookCsv(query));
  }

  @Get('journal')
  @ApiOperation({
    summary: 'The ledger in the order written, dated in the period, with debits, credits and account balances',
    description: 'Without `from` or `to` the whole ledger.',
  })
  @ApiOkResponse({ type: JournalView })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  journal(@Query() query: PeriodQuery): Promise<JournalView> {
    return this.reports.journal(query);
  }

  @Get('journal.csv')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The journal as CSV for the park's accounting package" })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async journalCsv(@Query() query: PeriodQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCsv(reply, await this.reports.journalCsv(query));
  }
}
