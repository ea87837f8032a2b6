import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { describeError } from '../common/database-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { DatabaseHandle } from '../database/database';
import { DATABASE_HANDLE } from '../database/database.module';
import { BackupError } from './backup-file';
import { BACKUP_ENDPOINT_FILE, type BackupEndpointAddress } from './endpoint-address';
import { takeBackup } from './take-backup';

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.replace(/^::ffff:/, '').startsWith('127.'));

/**
 * How `npm run backup` reaches the embedded database while the server runs: PGlite lets one process open the data
 * folder, so the server, which holds it, takes the backup itself and sends the file.
 *
 * It listens apart from the website, on 127.0.0.1 at a port the system picks, and answers one request, `POST
 * /backup`, carrying the secret it writes with the port into DATA_DIR/backup-endpoint.json (mode 0600). Reading
 * that file takes the same access as reading the data itself, so the endpoint gives nobody anything they could not
 * already copy. A route on the public port would not do: behind a reverse proxy on the same host every visitor
 * arrives from the loopback address. With PostgreSQL the command reads the database itself, so nothing listens.
 */
@Injectable()
export class BackupEndpoint implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backup');
  private server: Server | undefined;
  private token = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
  ) {}

  private get addressFile(): string {
    return join(this.config.dataDir, BACKUP_ENDPOINT_FILE);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.database.engine !== 'pglite' || this.config.inMemoryDatabase) return;
    this.token = randomBytes(32).toString('base64url');
    const server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(0, '127.0.0.1', () => listening());
    });
    server.unref();
    this.server = server;
    const address: BackupEndpointAddress = {
      pid: process.pid,
      port: (server.address() as { port: number }).port,
      token: this.token,
    };
    // Written aside and renamed: the command never reads half a file, nor one anybody else could read.
    const partial = `${this.addressFile}.${process.pid}`;
    rmSync(partial, { force: true });
    // `wx` creates the file afresh: a link planted at that name is never followed.
    writeFileSync(partial, JSON.stringify(address), { mode: 0o600, flag: 'wx' });
    renameSync(partial, this.addressFile);
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    try {
      const written = JSON.parse(readFileSync(this.addressFile, 'utf8')) as BackupEndpointAddress;
      if (written.token === this.token) rmSync(this.addressFile, { force: true });
    } catch {
      // Already gone, or another server's since.
    }
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }

  private authorized(request: IncomingMessage): boolean {
    const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const expected = Buffer.from(this.token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    request.resume();
    const refuse = (status: number, message: string) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${message}\n`);
    };
    const peer = request.socket.remoteAddress;
    if (!isLoopback(peer)) return refuse(403, 'Backups are only for this machine.');
    if (request.method !== 'POST' || request.url !== '/backup')
      return refuse(404, 'The only request here is POST /backup.');
    if (!this.authorized(request)) {
      this.logger.warn('A backup was asked for without the secret of DATA_DIR/backup-endpoint.json: refused');
      return refuse(401, `Give the secret from ${this.addressFile} as a bearer token.`);
    }
    const started = Date.now();
    // The backup is written to a file first and sent from there: a slow reader must not keep the database in the
    // backup's transaction, which on PGlite makes every request wait.
    const file = join(this.config.dataDir, `backup-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
    try {
      const summary = await takeBackup(this.database.db, 'pglite', file);
      const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      this.logger.log(`Backup taken: ${rows} rows in ${Date.now() - started} ms, sent to the backup command`);
      response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': statSync(file).size });
      const body = createReadStream(file);
      body.pipe(response);
      await new Promise((done) => response.once('close', done));
    } catch (error) {
      this.logger.error(`Backup failed: ${describeError(error, { stack: true })}`);
      if (!response.headersSent) {
        refuse(500, error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`);
      } else {
        response.destroy();
      }
    } finally {
      rmSync(file, { force: true });
    }
  }
}
