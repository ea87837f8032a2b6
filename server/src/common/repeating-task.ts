/**
 * Work a server does by itself on a timer (the mail worker's polls, the housekeeping): a run starts `everyMs` after
 * the previous one ended, never two at once; a failed run is reported and the next one comes anyway. The timer never
 * keeps the process alive, and `stop` waits for a run under way, so the database is not closed under it.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly failed: (error: unknown) => void,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  start(firstDelayMs: number): void {
    this.schedule(firstDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.work()
        .then(() => undefined, this.failed)
        .finally(() => this.schedule(this.everyMs));
    }, delay);
    this.timer.unref();
  }
}
