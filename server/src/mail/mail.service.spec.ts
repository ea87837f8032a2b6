import type { AppConfig } from '../config/app-config';
import type { MailOutboxRow } from '../database/schema';
import { Metrics } from '../metrics/metrics';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { LEASE_SECONDS, MailService, retryDelaySeconds, SMTP_TIMEOUTS } from './mail.service';

const row = (overrides: Partial<MailOutboxRow> = {}): MailOutboxRow => ({
  id: '6f1c1b8e-3f0a-4a57-9c55-0d7b8e2f7a11',
  toAddress: 'someone@example.lk',
  subject: 'Hello',
  textBody: 'Hello',
  htmlBody: '<p>Hello</p>',
  attachments: [],
  status: 'pending',
  attempts: 1,
  nextAttemptAt: new Date(),
  lastError: null,
  sentAt: null,
  createdAt: new Date(),
  ...overrides,
});

describe('mail worker', () => {
  it('backs off 1, 2, 4 … seconds, capped at five minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([1, 2, 4, 8]);
    expect(retryDelaySeconds(30)).toBe(300);
  });

  it('gives up on a stalled SMTP server before the lease on its message runs out', () => {
    // Otherwise another server process re-claims the message while this one still waits, and it is sent twice.
    const worstCaseMs = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(worstCaseMs).toBeLessThan(LEASE_SECONDS * 1000);
  });

  it('does not send a message whose lease another process took over', async () => {
    const taken = row();
    const pending = [taken];
    const outbox = {
      claimDue: jest.fn(async () => pending.splice(0)),
      renewLease: jest.fn(async () => false),
      markSent: jest.fn(async () => undefined),
      markFailedAttempt: jest.fn(async () => undefined),
    };
    // Nothing listens on port 1: any send attempt would fail and be recorded as a failed attempt.
    const config = { smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true', mailFrom: 'park@kandypark.lk' } as AppConfig;
    const service = new MailService(config, outbox as unknown as MailOutboxRepository, new Metrics(false));
    service.onModuleInit();
    try {
      expect(await service.deliverDue()).toBe(0);
      expect(outbox.renewLease).toHaveBeenCalledWith(taken.id, 1, LEASE_SECONDS);
      expect(outbox.markSent).not.toHaveBeenCalled();
      expect(outbox.markFailedAttempt).not.toHaveBeenCalled();
    } finally {
      await service.onModuleDestroy();
    }
  });
});
