import { Body, Controller, Get, HttpCode, Param, type PipeTransform, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthenticatedAdmin, CurrentAdmin, Roles } from '../common/auth.decorators';
import { InvalidInputError } from '../common/domain-error';
import { ClosedPeriodList, PeriodChangedResponse, ReopenPeriodDto } from './dto/periods.dto';
import { isMonth, MONTH_PATTERN } from './periods';
import { PeriodsService } from './periods.service';

/** A `:month` path parameter: `yyyy-mm`, else 400 with how to write it (the value itself is not echoed). */
class MonthPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !isMonth(value)) {
      throw new InvalidInputError(
        'The month must be written yyyy-mm, with a month from 01 to 12: for example 2027-03.',
        'INVALID_MONTH',
      );
    }
    return value;
  }
}

const MonthParam = () => Param('month', new MonthPipe());
const MONTH_DOC = {
  name: 'month',
  description: 'The month, `yyyy-mm`',
  example: '2027-03',
  schema: { type: 'string', pattern: MONTH_PATTERN.source },
} as const;

/** Closed months of the books (docs/money.md, "Closing a month"). */
@ApiTags('money')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('bookings/admin/periods')
export class PeriodsController {
  constructor(private readonly periods: PeriodsService) {}

  @Get()
  @ApiOperation({ summary: 'The closed months, newest first, with who closed each and when; the months closable' })
  @ApiOkResponse({ type: ClosedPeriodList })
  list(): Promise<ClosedPeriodList> {
    return this.periods.list();
  }

  @Post(':month/close')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Close an ended month (admins only): nothing is dated inside it afterwards',
    description:
      'A payment or refund recorded later with a date inside a closed month is dated the day it is recorded, and ' +
      'its note and the record say so. The current month and months to come cannot be closed.',
  })
  @ApiParam(MONTH_DOC)
  @ApiOkResponse({ type: PeriodChangedResponse })
  @ApiBadRequestResponse({ description: 'Not a month (yyyy-mm)' })
  @ApiForbiddenResponse({ description: 'Only admins close months' })
  @ApiConflictResponse({ description: 'The month has not ended yet, or is closed already' })
  close(@MonthParam() month: string, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<PeriodChangedResponse> {
    return this.periods.close(month, admin);
  }

  @Post(':month/reopen')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Reopen a closed month, with the reason (admins only); the record keeps it' })
  @ApiParam(MONTH_DOC)
  @ApiOkResponse({ type: PeriodChangedResponse })
  @ApiBadRequestResponse({ description: 'Not a month (yyyy-mm), or no reason (3 to 500 characters)' })
  @ApiForbiddenResponse({ description: 'Only admins reopen months' })
  @ApiConflictResponse({ description: 'The month is not closed' })
  reopen(
    @MonthParam() month: string,
    @Body() body: ReopenPeriodDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<PeriodChangedResponse> {
    return this.periods.reopen(month, admin, body.reason);
  }
}
