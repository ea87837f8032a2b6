import { Body, Controller, Header, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth.decorators';
import { RateLimit } from '../../common/rate-limit';
import {
  MyBookingCancelledResponse,
  MyBookingReceiptDto,
  MyBookingRentInvoiceDto,
  MyBookingTokenDto,
  MyBookingView,
} from './my-booking.dto';
import { LINK_NOT_VALID_MESSAGE, MyBookingService } from './my-booking.service';

const NOT_VALID = `Wrong, expired or deleted: always "${LINK_NOT_VALID_MESSAGE}"`;

/**
 * The visitor's My booking page. Every call carries the link's token in its JSON body (POST), never in a URL, so
 * it stays out of logs, histories and Referer headers; answers are never cached.
 */
@ApiTags('my booking')
@Controller('my-booking')
export class MyBookingController {
  constructor(private readonly myBooking: MyBookingService) {}

  @Public()
  @RateLimit('publicPosts')
  @Post('lookup')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The booking a My booking link opens' })
  @ApiOkResponse({ type: MyBookingView })
  @ApiBadRequestResponse({ description: 'No token sent' })
  @ApiNotFoundResponse({ description: NOT_VALID })
  @ApiTooManyRequestsResponse({ description: 'Too many tries from this address' })
  lookup(@Body() body: MyBookingTokenDto): Promise<MyBookingView> {
    return this.myBooking.read(body.token);
  }

  @Public()
  @RateLimit('publicPosts')
  @Post('cancel')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Cancel the pending request a My booking link opens; staff and customer are e-mailed' })
  @ApiOkResponse({ type: MyBookingCancelledResponse })
  @ApiNotFoundResponse({ description: NOT_VALID })
  @ApiConflictResponse({ description: 'Already confirmed, cancelled or completed' })
  cancel(@Body() body: MyBookingTokenDto): Promise<MyBookingCancelledResponse> {
    return this.myBooking.cancel(body.token);
  }

  @Public()
  @RateLimit('publicPosts')
  @Post('calendar')
  @HttpCode(200)
  @ApiOperation({ summary: 'The .ics calendar file of a confirmed booking' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'An RFC 5545 calendar file', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: NOT_VALID })
  @ApiConflictResponse({ description: 'Not confirmed yet' })
  async calendar(@Body() body: MyBookingTokenDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.myBooking.calendarFile(body.token);
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store');
    return file.content;
  }

  @Public()
  @RateLimit('publicPosts')
  @Post('invoice')
  @HttpCode(200)
  @ApiOperation({ summary: "The booking's invoice as a PDF" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'An A4 PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: `${NOT_VALID}; or no invoice yet` })
  async invoice(@Body() body: MyBookingTokenDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return pdfAnswer(reply, await this.myBooking.invoice(body.token));
  }

  @Public()
  @RateLimit('publicPosts')
  @Post('credit-note')
  @HttpCode(200)
  @ApiOperation({ summary: 'The credit note that closed the booking’s invoice when the park cancelled it, as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'An A4 PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: `${NOT_VALID}; or no credit note` })
  async creditNote(@Body() body: MyBookingTokenDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return pdfAnswer(reply, await this.myBooking.creditNote(body.token));
  }

  @Public()
  @RateLimit('publicPosts')
  @Post('rent-invoice')
  @HttpCode(200)
  @ApiOperation({ summary: 'One of the stall rental’s rent invoices as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'An A4 PDF', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ description: 'No token, or not an invoice number' })
  @ApiNotFoundResponse({ description: `${NOT_VALID}; or no rent invoice of this rental has that number` })
  async rentInvoice(
    @Body() body: MyBookingRentInvoiceDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return pdfAnswer(reply, await this.myBooking.rentInvoice(body.token, body.number));
  }

  @Public()
  @RateLimit('publicPosts')
  @Post('receipt')
  @HttpCode(200)
  @ApiOperation({ summary: 'One of the booking’s receipts or refund notes as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'An A4 PDF', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ description: 'No token, or not a receipt or refund note number' })
  @ApiNotFoundResponse({ description: `${NOT_VALID}; or no receipt or refund note of this booking has that number` })
  async receipt(@Body() body: MyBookingReceiptDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return pdfAnswer(reply, await this.myBooking.receipt(body.token, body.receiptNumber));
  }
}

function pdfAnswer(reply: FastifyReply, file: { filename: string; pdf: Buffer }): Buffer {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return file.pdf;
}
