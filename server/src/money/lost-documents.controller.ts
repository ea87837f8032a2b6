import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthenticatedAdmin, CurrentAdmin, Roles } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { EnterLostDocumentDto, LostDocumentEnteredResponse, NumberGapList } from './dto/lost-document.dto';
import { LostDocumentsService } from './lost-documents.service';

/** The numbers a restore set aside, and lost documents entered again under them (docs/money.md, "Lost documents"). */
@ApiTags('money')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('bookings/admin')
export class LostDocumentsController {
  constructor(private readonly lost: LostDocumentsService) {}

  @Get('number-gaps')
  @ApiOperation({
    summary: 'The document numbers restores set aside, with why, and the lost documents entered in them',
  })
  @ApiOkResponse({ type: NumberGapList })
  gaps(): Promise<NumberGapList> {
    return this.lost.gaps();
  }

  @Post('lost-documents')
  @RateLimit('staffMoney')
  @Roles('admin')
  @ApiOperation({
    summary: 'Enter a lost receipt, invoice, credit note or refund note under its own number (admins only)',
    description:
      'A document issued after the last backup and lost with it, from its copy in the accounts mailbox: its number ' +
      'must have been given out (in a gap a restore set aside, or below the counter) and be in no document; it is ' +
      'written with its ledger entries, into the record, and e-mailed to nobody. A date inside a closed month needs ' +
      'the month reopened first.',
  })
  @ApiCreatedResponse({ type: LostDocumentEnteredResponse })
  @ApiBadRequestResponse({
    description: 'A malformed number, date or amount; a number of another year; something missing',
  })
  @ApiForbiddenResponse({ description: 'Only admins enter lost documents' })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({
    description: 'Number not given out or already in the books, month closed, invoice already there or credited',
  })
  enter(
    @Body() body: EnterLostDocumentDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<LostDocumentEnteredResponse> {
    return this.lost.enter(body, admin);
  }
}
