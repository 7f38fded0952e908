import { Redis } from 'ioredis';
import { decode, encode, LocalEvents } from './local-events.js';

/** Redis pub/sub: one publishing and one subscribed connection per process (ioredis re-subscribes after a reconnect). */
export class RedisEvents extends LocalEvents {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly topic: string,
    log: { warn(obj: object, msg: string): void },
  ) {
    super();
    this.pub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    for (const c of [this.pub, this.sub]) c.on('error', (err) => log.warn({ err }, 'events: Redis connection error'));
    this.sub.on('message', (_topic: string, raw: string) => {
      const m = decode(raw);
      if (m) this.deliver(m[0], m[1]);
    });
    this.ready = this.sub.subscribe(topic);
  }

  override async publish(channel: string, message = ''): Promise<void> {
    await this.ready;
    await this.pub.publish(this.topic, encode(channel, message));
  }

  override async close(): Promise<void> {
    await super.close();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
