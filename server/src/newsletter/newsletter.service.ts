import { Injectable } from '@nestjs/common';
import { NewsletterRepository } from './newsletter.repository';
import { type SubscriberView, toSubscriberView } from './newsletter.view';

@Injectable()
export class NewsletterService {
  constructor(private readonly subscriptions: NewsletterRepository) {}

  /** Stores the address once. A repeat is not an error, and is not told apart from a new address. */
  async subscribe(email: string): Promise<void> {
    await this.subscriptions.insertOnce(email);
  }

  async list(): Promise<SubscriberView[]> {
    return (await this.subscriptions.listNewestFirst()).map(toSubscriberView);
  }
}
