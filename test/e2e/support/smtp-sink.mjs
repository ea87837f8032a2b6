// A real SMTP listener for the browser journeys (started by playwright.config.ts beside the server): every message
// received is written as JSON into the folder given, so a journey can open the link a visitor was e-mailed; each
// attachment is written beside it as a file of its own (`<message>-<filename>`), so a journey can open a PDF.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [port, folder] = [Number(process.argv[2]), process.argv[3]];
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
let count = 0;

const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        count += 1;
        const name = `${Date.now()}-${count}`;
        const attachments = mail.attachments.map((attachment) => {
          const file = `${name}-${(attachment.filename ?? 'attachment').replace(/[^\w.-]/g, '_')}`;
          writeFileSync(join(folder, file), attachment.content);
          return { filename: attachment.filename ?? '', contentType: attachment.contentType, file };
        });
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          attachments,
        };
        writeFileSync(join(folder, `${name}.json`), JSON.stringify(message));
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1');
