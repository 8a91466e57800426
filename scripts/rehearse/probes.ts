import WebSocket from 'ws';
import type { TLoadUser } from '../../bench/load/users.js';
import type { TInstanceName } from './cluster.js';
import { delay } from './processes.js';

/** How long an event may take from the acknowledged write to the socket before it counts as missed. */
const DELIVERY_TIMEOUT_MS = 10_000;

export interface TProbeCounts {
  /** Writes acknowledged while the probe's socket was open. */
  sent: number;
  delivered: number;
  /** Of those, written through another instance than the one holding the socket. */
  crossInstance: number;
  /** Delivered on a socket that had reconnected after its instance went away. */
  afterReconnect: number;
  missed: number;
  /** The socket closed while the event was on its way (its instance was killed): neither delivered nor missed. */
  interrupted: number;
  reconnects: number;
  /** The slowest delivery, write acknowledged to event received (0 when it came before the answer). */
  slowestMs: number;
}

const zero = (): TProbeCounts => ({ sent: 0, delivered: 0, crossInstance: 0, afterReconnect: 0, missed: 0, interrupted: 0, reconnects: 0, slowestMs: 0 });

/**
 * One user with a socket opened through HAProxy (which tells the instance holding it in
 * `X-Upline-Instance`) and a task of their own. Once a second it renames the task through another
 * running instance, directly, and waits for `task.updated` on the socket. A socket that closes
 * reconnects through HAProxy.
 */
class Probe {
  counts = zero();
  private socket?: WebSocket;
  private holder?: TInstanceName;
  private reconnected = false;
  private waiting?: { id: string; resolve: (ok: boolean) => void };
  private stopped = false;

  constructor(
    private readonly user: TLoadUser,
    private readonly taskId: string,
    private readonly publicUrl: string,
    private readonly instances: () => { name: TInstanceName; url: string }[],
  ) {}

  private connect(): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${this.publicUrl.replace('http', 'ws')}/api/realtime`, { headers: { cookie: this.user.cookie, origin: this.publicUrl } });
      socket.on('upgrade', (res) => (this.holder = res.headers['x-upline-instance'] as TInstanceName));
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; data?: { id?: string } };
        if (message.type === 'ready') resolve();
        if (message.type === 'task.updated' && message.data?.id === this.waiting?.id) this.waiting?.resolve(true);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        if (this.socket !== socket) return;
        this.socket = undefined;
        this.waiting?.resolve(false);
        resolve();
      });
      this.socket = socket;
    });
  }

  async run(): Promise<void> {
    while (!this.stopped) {
      if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
        if (this.holder !== undefined) {
          this.counts.reconnects += 1;
          this.reconnected = true;
        }
        await this.connect();
        if (!this.socket) {
          await delay(300);
          continue;
        }
      }
      await this.once();
      await delay(1_000);
    }
    this.socket?.close();
  }

  /**
   * One write through another instance than the socket's (the same when only one runs). The event
   * may arrive before the answer (the app publishes before answering); the 10 s allowed start at
   * the answer, not at the request: under overload the PATCH alone can take longer, and counting
   * from the request made events that had arrived count as missed.
   */
  private async once(): Promise<void> {
    const running = this.instances();
    const writer = running.find((i) => i.name !== this.holder) ?? running[0];
    if (!writer || !this.socket) return;
    let arrivedAt: number | undefined;
    let socketClosed = false;
    let wake = () => {};
    this.waiting = {
      id: this.taskId,
      resolve: (ok) => {
        if (ok) arrivedAt ??= Date.now();
        else socketClosed = true;
        wake();
      },
    };
    const socketAtWrite = this.socket;
    const res = await fetch(`${writer.url}/api/tasks/${this.taskId}`, {
      method: 'PATCH',
      headers: { cookie: this.user.cookie, origin: this.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Probe ${Date.now()}` }),
    }).catch(() => undefined);
    if (!res?.ok) {
      this.waiting = undefined;
      return;
    }
    const ackedAt = Date.now();
    if (arrivedAt === undefined && !socketClosed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    this.waiting = undefined;
    // Counted with its outcome, so a phase's counts hold whole writes.
    this.counts.sent += 1;
    if (arrivedAt !== undefined) {
      this.counts.delivered += 1;
      this.counts.slowestMs = Math.max(this.counts.slowestMs, Math.max(0, arrivedAt - ackedAt));
      if (writer.name !== this.holder) this.counts.crossInstance += 1;
      if (this.reconnected) this.counts.afterReconnect += 1;
    } else if (socketClosed || this.socket !== socketAtWrite) this.counts.interrupted += 1;
    else this.counts.missed += 1;
  }

  stop(): void {
    this.stopped = true;
  }

  /** The instance holding this probe's open socket, if one is open. */
  get openOn(): TInstanceName | undefined {
    return this.socket?.readyState === WebSocket.OPEN ? this.holder : undefined;
  }
}

/** The probes run for the whole rehearsal; `take()` returns and resets their counts at a phase's end. */
export class RealtimeProbes {
  private probes: Probe[] = [];
  private runs: Promise<void>[] = [];

  constructor(
    private readonly publicUrl: string,
    private readonly instances: () => { name: TInstanceName; url: string }[],
  ) {}

  async start(users: TLoadUser[]): Promise<void> {
    for (const user of users) {
      const res = await fetch(`${this.publicUrl}/api/tasks`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: this.publicUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Probe task' }),
      });
      if (res.status !== 201) throw new Error(`probe task: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      this.probes.push(new Probe(user, id, this.publicUrl, this.instances));
    }
    this.runs = this.probes.map((p) => p.run());
  }

  /** How many probe sockets are open on `instance`. */
  socketsOn(instance: TInstanceName): number {
    return this.probes.filter((p) => p.openOn === instance).length;
  }

  /** The instance holding most open probe sockets; undefined when none is open. */
  busiestHolder(): TInstanceName | undefined {
    const counts = new Map<TInstanceName, number>();
    for (const p of this.probes) if (p.openOn) counts.set(p.openOn, (counts.get(p.openOn) ?? 0) + 1);
    return [...counts].sort((x, y) => y[1] - x[1])[0]?.[0];
  }

  take(): TProbeCounts {
    const total = zero();
    for (const p of this.probes) {
      for (const key of Object.keys(total) as (keyof TProbeCounts)[]) total[key] = key === 'slowestMs' ? Math.max(total[key], p.counts[key]) : total[key] + p.counts[key];
      p.counts = zero();
    }
    return total;
  }

  async stop(): Promise<void> {
    for (const p of this.probes) p.stop();
    await Promise.race([Promise.all(this.runs), delay(7_000)]);
  }
}
