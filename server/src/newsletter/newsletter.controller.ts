import { Body, Controller, Get, Post } from '@nestjs/common';
import type { Language } from '@kandy-park/domain';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { VisitorLanguage } from '../common/visitor-language.decorator';
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
  @ApiOperation({
    summary: 'Subscribe an e-mail address; a new and an already subscribed address get the same answer, and no mail',
  })
  @ApiCreatedResponse({ type: SubscribedResponse, description: 'Subscribed (whether or not it already was)' })
  @ApiTooManyRequestsResponse({ description: 'Too many posts from this client; the message says when to try again' })
  async subscribe(@Body() body: SubscribeDto, @VisitorLanguage() language: Language): Promise<SubscribedResponse> {
    // One status and one sentence either way, so nobody can use the form to learn who subscribes.
    await this.newsletter.subscribe(body.email, language);
    return { success: true, message: 'Thank you for subscribing!' };
  }

  @Get('subscribers')
  @ApiOperation({ summary: 'Newsletter subscribers, newest first (staff)' })
  @ApiOkResponse({ type: SubscriberListResponse })
  async list(): Promise<SubscriberListResponse> {
    return { subscribers: await this.newsletter.list() };
  }
}
