import { Injectable } from '@nestjs/common';
import { NewsletterRepository } from './newsletter.repository';
import { type SubscriberView, toSubscriberView } from './newsletter.view';

@Injectable()
export class NewsletterService {
  constructor(private readonly subscriptions: NewsletterRepository) {}

  /** Stores the address once; answers whether it was new. A repeat is not an error. */
  subscribe(email: string): Promise<boolean> {
    return this.subscriptions.insertIfNew(email);
  }

  async list(): Promise<SubscriberView[]> {
    return (await this.subscriptions.listNewestFirst()).map(toSubscriberView);
  }
}
