import { Body, Controller, Get, Patch, Post } from '@nestjs/common';
import { NotFoundError } from '../common/domain-error';
import { IdParam } from '../common/id-param';
import type { Language } from '@kandy-park/domain';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type AuthenticatedAdmin, CurrentAdmin, Public } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { VisitorLanguage } from '../common/visitor-language.decorator';
import { MESSAGE_NOT_FOUND, ContactService } from './contact.service';
import { ContactMessageListResponse, ContactMessageUpdatedResponse, ContactSentResponse } from './contact.view';
import { ContactMessageDto } from './dto/contact-message.dto';
import { MarkHandledDto } from './dto/mark-handled.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @RateLimit('publicPosts')
  @Post()
  @ApiOperation({ summary: 'Send a message to the park; the sender gets a confirmation, staff a notice' })
  @ApiCreatedResponse({ type: ContactSentResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many posts from this client; the message says when to try again' })
  async send(@Body() body: ContactMessageDto, @VisitorLanguage() language: Language): Promise<ContactSentResponse> {
    await this.contact.send({ ...body, language });
    return {
      success: true,
      message: 'Message sent! We will get back to you soon. A confirmation email has been sent.',
    };
  }

  @Get('messages')
  @ApiOperation({ summary: 'Contact messages, newest first (staff)' })
  @ApiOkResponse({ type: ContactMessageListResponse })
  async list(): Promise<ContactMessageListResponse> {
    return { messages: await this.contact.list() };
  }

  @Patch('messages/:id')
  @ApiOperation({ summary: 'Mark a contact message handled or not handled (staff)' })
  @ApiOkResponse({ type: ContactMessageUpdatedResponse })
  @ApiNotFoundResponse({ description: 'No message with that id' })
  async setHandled(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @IdParam('id', () => new NotFoundError(MESSAGE_NOT_FOUND)) id: string,
    @Body() body: MarkHandledDto,
  ): Promise<ContactMessageUpdatedResponse> {
    const contactMessage = await this.contact.setHandled(actor, id, body.handled);
    return { message: body.handled ? 'Message marked as handled' : 'Message marked as not handled', contactMessage };
  }
}
