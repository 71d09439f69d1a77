import { EventEmitter } from 'node:events';
import pg from 'pg';

/** A pg client as the shared pool makes them: its queries with parameters are prepared statements. */
type ClientClass = new (config?: pg.ClientConfig) => pg.Client;

interface Lane {
  client: pg.Client;
  /** Statements sent and not yet answered. */
  pending: number;
  /** When it last answered, or was sent a statement while idle (performance.now()). */
  since: number;
  /** True while the statements of this turn of the event loop are held for one write. */
  corked: boolean;
}

/**
 * A lane busy this long without an answer is stalled on a slow statement: new statements go to
 * another lane while there is one that is not (the portal's statements take well under 1 ms).
 */
const STALLED_MS = 20;

/**
 * The PostgreSQL connections of one server process. A statement outside a transaction goes on one of
 * a few shared connections in pg's pipeline mode: it is written without waiting for the answers to
 * the statements before it, and the statements of one turn of the event loop leave in one write.
 * Under load that is one write and one wake-up of the database for many requests, where a pool of
 * one-at-a-time connections made a round trip per statement (the signed-in read's two statements
 * were a quarter of its server time, in the socket write). Each statement has its own Sync, so one
 * that fails fails alone. A transaction holds a connection of its own (connect(), from an ordinary
 * pool), as session state and BEGIN ... COMMIT need; drizzle takes this for a pool by its name.
 */
export class SharedPool extends EventEmitter {
  private readonly lanes: (Lane | null)[];
  private readonly exclusive: pg.Pool;
  private readonly Client: ClientClass;
  private ended = false;

  constructor(
    private readonly config: pg.ClientConfig,
    options: { lanes: number; max: number; Client: ClientClass },
  ) {
    super();
    this.lanes = Array.from({ length: options.lanes }, () => null);
    this.Client = options.Client;
    this.exclusive = new pg.Pool({ ...config, max: options.max, Client: options.Client });
    this.exclusive.on('error', (error) => this.emit('error', error));
  }

  /** A connection of its own, for a transaction; release() gives it back. */
  connect(): Promise<pg.PoolClient> {
    return this.exclusive.connect();
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through
  query(config: any, values?: any, callback?: any): any {
    if (this.ended) return Promise.reject(new Error('The database connections are closed'));
    if (typeof values === 'function' || typeof callback === 'function') {
      return this.exclusive.query(config, values, callback);
    }
    const lane = this.laneFor();
    if (lane.pending === 0) lane.since = performance.now();
    lane.pending += 1;
    if (!lane.corked) {
      // Held until the check phase of this turn: the statements every request of the turn sends go
      // out together (pg's own cork and uncork per statement nest inside this one).
      const stream = (
        lane.client as unknown as {
          connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } };
        }
      ).connection.stream;
      lane.corked = true;
      stream.cork();
      setImmediate(() => {
        lane.corked = false;
        stream.uncork();
      });
    }
    const done = () => {
      lane.pending -= 1;
      lane.since = performance.now();
    };
    const result: Promise<unknown> = lane.client.query(config, values);
    result.then(done, done);
    return result;
  }

  /**
   * An idle lane (a new one where a lane is missing), else the one with the fewest statements in
   * flight among those not stalled, else the one with the fewest.
   */
  private laneFor(): Lane {
    const now = performance.now();
    let best: Lane | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.lanes.length; i += 1) {
      const lane = this.lanes[i] ?? this.open(i);
      if (lane.pending === 0) return lane;
      const score = lane.pending + (now - lane.since > STALLED_MS ? 1e6 : 0);
      if (score < bestScore) {
        best = lane;
        bestScore = score;
      }
    }
    return best as Lane;
  }

  private open(index: number): Lane {
    const client = new this.Client({ ...this.config, pipeline: true } as pg.ClientConfig);
    const lane: Lane = { client, pending: 0, since: 0, corked: false };
    this.lanes[index] = lane;
    const drop = () => {
      if (this.lanes[index] === lane) this.lanes[index] = null;
    };
    client.on('error', (error) => {
      drop();
      this.emit('error', error);
    });
    client.on('end', drop);
    // Statements sent before the connection is up wait in the client's queue; a failed connection
    // fails them, and the next statement opens the lane again.
    client.connect().catch(drop);
    return lane;
  }

  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    const lanes = this.lanes.filter((lane): lane is Lane => lane !== null);
    this.lanes.fill(null);
    await Promise.all([...lanes.map((lane) => lane.client.end().catch(() => {})), this.exclusive.end()]);
  }
}
