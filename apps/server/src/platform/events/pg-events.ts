import pg from 'pg';
import { decode, encode, LocalEvents } from './local-events.js';

const CHANNEL = 'framecast_events';
const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY, for deployments with DATABASE_URL and no Redis: one connection per process
 * listens (and sends); a dropped connection is opened again and listens again.
 */
export class PgEvents extends LocalEvents {
  private client: pg.Client | null = null;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    super();
  }

  static async connect(url: string, log: { warn(obj: object, msg: string): void }): Promise<PgEvents> {
    const events = new PgEvents(url, log);
    await events.open();
    return events;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      const m = n.channel === CHANNEL && n.payload ? decode(n.payload) : null;
      if (m) this.deliver(m[0], m[1]);
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'events: PostgreSQL connection lost');
      this.reopen(client);
    });
    client.on('end', () => this.reopen(client));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  private reopen(dead: pg.Client): void {
    if (this.closed || this.client !== dead) return;
    this.client = null;
    setTimeout(() => void this.open().catch((err) => (this.log.warn({ err }, 'events: PostgreSQL reconnect failed'), this.reopen(dead))), RECONNECT_MS);
  }

  override async publish(channel: string, message = ''): Promise<void> {
    if (!this.client) return; // reconnecting: listeners re-read state on their own schedule
    await this.client.query('select pg_notify($1, $2)', [CHANNEL, encode(channel, message)]);
  }

  override async close(): Promise<void> {
    this.closed = true;
    await super.close();
    await this.client?.end().catch(() => {});
  }
}
