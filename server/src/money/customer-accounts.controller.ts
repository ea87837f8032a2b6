import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { IdParam } from '../common/id-param';
import { rentInvoiceGone } from './money-errors';
import {
  AccountList,
  AccountParams,
  AccountQuery,
  AccountsQuery,
  CustomerAccountView,
} from './dto/customer-account.dto';
import { CustomerAccountsService } from './customer-accounts.service';
import { InvoicesService } from './invoices.service';

/** Customers as accounts in the staff dashboard, and the rent invoices' PDFs (every signed-in staff member). */
@ApiTags('money')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('bookings/admin')
export class CustomerAccountsController {
  constructor(
    private readonly accounts: CustomerAccountsService,
    private readonly invoices: InvoicesService,
  ) {}

  @Get('accounts')
  @ApiOperation({ summary: 'Customer accounts found by name or e-mail, most recently active first, with balances' })
  @ApiOkResponse({ type: AccountList })
  @ApiBadRequestResponse({ description: 'A search too long' })
  list(@Query() query: AccountsQuery): Promise<AccountList> {
    return this.accounts.list(query.q);
  }

  @Get('accounts/:email')
  @ApiOperation({
    summary:
      "A customer's account: bookings, every money document, the balance, a statement for a period and its aging",
  })
  @ApiOkResponse({ type: CustomerAccountView })
  @ApiBadRequestResponse({ description: 'Not an e-mail address, a malformed date, or `from` after `to`' })
  @ApiNotFoundResponse({ description: 'Nothing has that e-mail address' })
  account(@Param() params: AccountParams, @Query() query: AccountQuery): Promise<CustomerAccountView> {
    return this.accounts.account(params.email, query);
  }

  @Get('rent-invoices/:rentInvoiceId/pdf')
  @ApiOperation({ summary: 'A rent invoice as a PDF, as it was issued; marked CREDITED once its month was cancelled' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'An A4 PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'No such rent invoice' })
  async rentInvoice(
    @IdParam('rentInvoiceId', rentInvoiceGone) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.invoices.rentInvoice(id);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store');
    return file.pdf;
  }
}
