import { Injectable } from '@nestjs/common';
import type { Language } from '@kandy-park/domain';
import { NewsletterRepository } from './newsletter.repository';
import { type SubscriberView, toSubscriberView } from './newsletter.view';

@Injectable()
export class NewsletterService {
  constructor(private readonly subscriptions: NewsletterRepository) {}

  /**
   * Stores the address once, with the language the visitor reads the site in (the newsletter's language for them).
   * A repeat is not an error, and is not told apart from a new address.
   */
  async subscribe(email: string, language: Language = 'en'): Promise<void> {
    await this.subscriptions.insertOnce(email, language);
  }

  async list(): Promise<SubscriberView[]> {
    return (await this.subscriptions.listNewestFirst()).map(toSubscriberView);
  }
}
