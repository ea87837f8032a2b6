import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthenticatedAdmin, CurrentAdmin } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import { RateLimit } from '../common/rate-limit';
import { CorrectionsService } from './corrections.service';
import {
  ApplyCreditDto,
  CreditAppliedResponse,
  CreditNoteIssuedResponse,
  IssueCreditNoteDto,
} from './dto/corrections.dto';
import { bookingGone, invoiceGone } from './money-errors';

/** The accountant's corrections in the staff dashboard: credit notes of part or all of an invoice, credit applied. */
@ApiTags('money')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('bookings/admin')
export class CorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Post('invoices/:invoiceId/credit-notes')
  @RateLimit('staffMoney')
  @ApiOperation({
    summary: 'Issue a credit note of part of an invoice (a discount) or of all owed on it (a write-off, admins only)',
    description:
      'A venue invoice or a rent invoice. The customer is e-mailed the numbered credit note (PDF); the invoice, ' +
      'downloaded again, names it, and is marked CREDITED once written off or credited whole.',
  })
  @ApiCreatedResponse({ type: CreditNoteIssuedResponse })
  @ApiBadRequestResponse({ description: 'Bad kind, amount or reason' })
  @ApiForbiddenResponse({ description: 'Only admins write off' })
  @ApiNotFoundResponse({ description: 'No such invoice' })
  @ApiConflictResponse({ description: 'Already closed by a credit note, more than uncredited, nothing owed' })
  issueCreditNote(
    @IdParam('invoiceId', invoiceGone) invoiceId: string,
    @Body() body: IssueCreditNoteDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<CreditNoteIssuedResponse> {
    return this.corrections.issueCreditNote(invoiceId, body, admin);
  }

  @Post(':id/credit-applications')
  @RateLimit('staffMoney')
  @ApiOperation({
    summary: "Apply this booking's customer credit to another booking of the same customer account",
    description: 'At most the credit this booking holds and what the other booking owes; it pays its instalments.',
  })
  @ApiCreatedResponse({ type: CreditAppliedResponse })
  @ApiBadRequestResponse({ description: 'Bad amount or booking, or the same booking' })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({ description: 'No credit, more than the credit or than owed, another customer' })
  applyCredit(
    @IdParam('id', bookingGone) id: string,
    @Body() body: ApplyCreditDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<CreditAppliedResponse> {
    return this.corrections.applyCredit(id, body, admin);
  }
}
