import { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** `content` as UTF-8 text (calendar files), `bytes` as received (PDFs). */
  attachments: Array<{ filename: string; contentType: string; content: string; bytes: Buffer }>;
  raw: string;
}

/**
 * A real SMTP listener on loopback (smtp-server). `url` is what SMTP_URL should be; `received` fills as mail
 * arrives. `stop()` and `start()` simulate an outage on the same port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?ignoreTLS=true`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((mail: ParsedMail) => {
              this.received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                attachments: mail.attachments.map((a) => ({
                  filename: a.filename ?? '',
                  contentType: a.contentType,
                  content: a.content.toString('utf8'),
                  bytes: a.content,
                })),
                raw,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `predicate` holds for the received mail, or fails after `timeoutMs`. */
  async waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > deadline) {
        throw new Error(
          `mail not received in time; got: ${this.received.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'nothing'}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.received;
  }
}
