import { Body, Controller, Get, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterService } from './newsletter.service';
import { SubscribedResponse, SubscriberListResponse } from './newsletter.view';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Public()
  @RateLimit('publicPosts')
  @Post()
  @ApiOperation({ summary: 'Subscribe an e-mail address; a repeat answers 200 with the same message' })
  @ApiCreatedResponse({ type: SubscribedResponse, description: 'A new subscription' })
  @ApiOkResponse({ type: SubscribedResponse, description: 'Already subscribed: nothing changed' })
  @ApiTooManyRequestsResponse({ description: 'Too many posts from this client; the message says when to try again' })
  async subscribe(
    @Body() body: SubscribeDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscribedResponse> {
    const isNew = await this.newsletter.subscribe(body.email);
    void reply.status(isNew ? HttpStatus.CREATED : HttpStatus.OK);
    // The same words either way, so the answer does not tell who is subscribed.
    return { success: true, message: 'Thank you for subscribing!' };
  }

  @Get('subscribers')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Newsletter subscribers, newest first (staff)' })
  @ApiOkResponse({ type: SubscriberListResponse })
  async list(): Promise<SubscriberListResponse> {
    return { subscribers: await this.newsletter.list() };
  }
}
