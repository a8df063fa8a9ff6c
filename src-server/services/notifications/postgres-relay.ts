// Live updates across app instances on PostgreSQL (issue 16): one connection per instance
// LISTENs on the live channel and hands every hint it hears (its own instance's too) to the
// process's hub, which fans it out to the streams open here. Hints are sent by publishLive. The
// same connection hears the other channels given (the shared rate-limit counters).
import pg from 'pg';
import { LIVE_CHANNEL } from '../../db/dialect';
import { LIVE_EVENT_TYPES, setLiveRelayed, type LiveEvent, type LiveEventType, type LiveHub } from './live-hub';

export interface LiveRelay {
  stop(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export async function startPostgresLiveRelay(url: string, hub: LiveHub, others: Record<string, (payload: string) => void> = {}): Promise<LiveRelay> {
  let stopped = false;
  let client: pg.Client | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (!msg.payload) return;
      if (msg.channel !== LIVE_CHANNEL) return others[msg.channel]?.(msg.payload);
      // One person's hint ({ userId }) or a group's (publishLiveTo: { userIds }).
      const event = JSON.parse(msg.payload) as { userId?: string; userIds?: string[]; type: LiveEventType; data: LiveEvent['data'] };
      if (!LIVE_EVENT_TYPES.includes(event.type)) return;
      if (Array.isArray(event.userIds)) hub.publishGroup(event.userIds, event.type, event.data);
      else if (typeof event.userId === 'string') hub.publish(event.userId, event.type, event.data);
    });
    // A lost connection is made again; tabs that missed hints meanwhile resync on their own
    // schedule (their next refetch), as after any dropped stream.
    c.on('error', (error) => {
      console.error('[live] PostgreSQL listener failed:', error.message);
      c.end().catch(() => {});
      if (!stopped) setTimeout(() => connect().catch((e) => console.error('[live] reconnect failed:', (e as Error).message)), RECONNECT_MS).unref();
    });
    await c.connect();
    for (const channel of [LIVE_CHANNEL, ...Object.keys(others)]) await c.query(`listen ${channel}`);
    client = c;
  };

  await connect();
  setLiveRelayed(true);
  return {
    async stop() {
      stopped = true;
      setLiveRelayed(false);
      await client?.end().catch(() => {});
    },
  };
}
