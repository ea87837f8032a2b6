// A real SMTP listener for the browser journeys (started by playwright.config.ts beside the server): every message
// received is written as JSON into the folder given, so a journey can open the link a visitor was e-mailed.
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
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        };
        writeFileSync(join(folder, `${Date.now()}-${count}.json`), JSON.stringify(message));
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1');
