import { bookingRequest, daysFromToday } from '../support/bookings';

/** What a request was for: visitors' reads and booking requests, staff reads and staff blocks of a day. */
export type Kind = 'visitor read' | 'booking' | 'staff read' | 'staff block';
export const KINDS: readonly Kind[] = ['visitor read', 'booking', 'staff read', 'staff block'];

/** One request sent through the balancer, and what came of it. */
export interface Sent {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  /** The answer's status, or the error that took its place (the connection failed, no answer in time). */
  status: number | string;
  ok: boolean;
  /** What identifies a write in the database: the booking's e-mail address, or the blocked day. */
  key?: string;
  /** The phase of the test when the answer (or the failure) came. */
  phase: string;
  /** When it was sent, in ms since the traffic started. */
  at: number;
}

/** Visitors' reads, each a public page's question. */
const READS = [
  '/api/news',
  '/api/bookings',
  `/api/bookings/availability/Open%20Area?startDate=${daysFromToday(60)}&duration=2`,
  `/api/bookings/availability/Open%20Air%20Arena?startDate=${daysFromToday(90)}`,
  '/api/bookings/vendor-stalls/booked',
  `/api/bookings/vendor-stalls/availability/${daysFromToday(10)}`,
];

/** The venues staff block days of while visitors request the others: the two never refuse each other. */
export const STAFF_VENUES = ['Auditorium', 'Conference Hall', 'Banquet Hall'];

/**
 * Steady traffic through the balancer until stopped: three visitors reading the public pages, two visitors sending
 * booking requests (each with an e-mail address of its own, to be found in the database), and a member of staff
 * reading the dashboard's lists and, every eighth turn, blocking a day of one of `STAFF_VENUES` (each venue and day
 * once).
 * Each request is tallied with the phase it was sent in. Requests are not retried: every failure is counted.
 */
export class Traffic {
  readonly sent: Sent[] = [];
  phase = 'warm-up';
  private running = true;
  private loops: Promise<void>[] = [];
  private blocks = 0;
  private readonly started = Date.now();

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  start(): void {
    this.loops = [
      ...[0, 1, 2].map((visitor) => this.loop((turn) => this.read(READS[(turn + visitor * 2) % READS.length] ?? '/'))),
      ...[0, 1].map((writer) => this.loop((turn) => this.book(writer, turn))),
      this.loop((turn) => (turn % 8 === 7 ? this.block() : this.staffRead(turn))),
    ];
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** How many were sent in `phase` (all phases when omitted), and how many of them failed, by kind. */
  tally(phase?: string): Record<Kind | 'all', { sent: number; failed: number }> {
    const of = (kind?: Kind) => {
      const mine = this.sent.filter((s) => (!phase || s.phase === phase) && (!kind || s.kind === kind));
      return { sent: mine.length, failed: mine.filter((s) => !s.ok).length };
    };
    return {
      all: of(),
      'visitor read': of('visitor read'),
      booking: of('booking'),
      'staff read': of('staff read'),
      'staff block': of('staff block'),
    };
  }

  failures(phase?: string): Sent[] {
    return this.sent.filter((s) => !s.ok && (!phase || s.phase === phase));
  }

  private async loop(turn: (n: number) => Promise<void>): Promise<void> {
    for (let n = 0; this.running; n++) {
      await turn(n);
      // A short pause: steady traffic that leaves the two cores room to start servers.
      await new Promise((wait) => setTimeout(wait, 15));
    }
  }

  private read(path: string): Promise<void> {
    return this.send('visitor read', 'GET', path, undefined, 200);
  }

  private staffRead(turn: number): Promise<void> {
    const path = turn % 2 === 0 ? '/api/admin/profile' : '/api/bookings?page=1&pageSize=20';
    return this.send('staff read', 'GET', path, undefined, 200);
  }

  private book(writer: number, turn: number): Promise<void> {
    const email = `visitor${writer}.${turn}@load.example.lk`;
    const body = bookingRequest({
      venue: turn % 2 === 0 ? 'Open Air Arena' : 'Open Area',
      eventDate: daysFromToday(20 + ((turn * 2 + writer) % 600)),
      customer: { name: `Load Visitor ${writer}`, email, phone: '+94 77 200 3000' },
    });
    return this.send('booking', 'POST', '/api/bookings', body, 201, email);
  }

  private block(): Promise<void> {
    const n = this.blocks++;
    const venue = STAFF_VENUES[n % STAFF_VENUES.length] as string;
    const eventDate = daysFromToday(5 + Math.floor(n / STAFF_VENUES.length));
    return this.send(
      'staff block',
      'POST',
      '/api/bookings/admin-block',
      { venue, eventDate },
      201,
      `${venue} ${eventDate}`,
    );
  }

  private async send(kind: Kind, method: 'GET' | 'POST', path: string, body: unknown, expected: number, key?: string) {
    const at = Date.now() - this.started;
    let status: number | string;
    try {
      const response = await fetch(`${this.url}${path}`, {
        method,
        headers: {
          ...(kind.startsWith('staff') ? { authorization: `Bearer ${this.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      status = cause?.code ?? (error as Error).name;
    }
    // The phase it ended in: a request sent just before a server was killed and lost with it counts with the kill.
    this.sent.push({ kind, method, path, status, ok: status === expected, key, phase: this.phase, at });
  }
}
