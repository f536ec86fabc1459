import { describe, expect, it } from 'vitest';
import { ConnectionGate, DatabaseBusyError } from './connection-gate';

/** Settles pending promise callbacks, so the order in which turns were granted can be read. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the connection gate of the embedded database', () => {
  it('gives the connection to one holder at a time, first come first served', async () => {
    const gate = new ConnectionGate(0);
    const order: string[] = [];
    const first = await gate.acquire();
    const waiting = ['b', 'c', 'd'].map((name) =>
      gate.acquire().then((release) => {
        order.push(name);
        return release;
      }),
    );
    await settle();
    expect(order).toEqual([]);
    expect(gate.waiting).toBe(3);
    first();
    (await waiting[0])();
    (await waiting[1])();
    (await waiting[2])();
    expect(order).toEqual(['b', 'c', 'd']);
    expect(gate.waiting).toBe(0);
  });

  it('hands a released connection to the longest waiter, not to a newcomer of a later turn', async () => {
    const gate = new ConnectionGate(0);
    const order: string[] = [];
    const release = await gate.acquire();
    const waiter = gate.acquire().then((next) => {
      order.push('waiter');
      return next;
    });
    release();
    await settle();
    const newcomer = gate.acquire().then((next) => {
      order.push('newcomer');
      next();
    });
    (await waiter)();
    await newcomer;
    expect(order).toEqual(['waiter', 'newcomer']);
  });

  it("lets a flow's next statement follow at once, a few times at most, before the next waiter", async () => {
    const gate = new ConnectionGate(0);
    const order: string[] = [];
    let release = await gate.acquire();
    const other = gate.acquire().then((next) => {
      order.push('other');
      next();
    });
    // One flow: each statement asks for the next as soon as it ends, within the same turn.
    for (let statement = 0; statement < 12; statement++) {
      release();
      release = await gate.acquire();
      order.push('flow');
    }
    release();
    await other;
    expect(order).toEqual([...Array(8).fill('flow'), 'other', ...Array(4).fill('flow')]);
  });

  it('refuses a caller that waited longer than the limit as busy, and serves the next one', async () => {
    const gate = new ConnectionGate(20);
    const release = await gate.acquire();
    await expect(gate.acquire()).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(gate.waiting).toBe(0);
    release();
    const again = await gate.acquire();
    again();
  });

  it('ignores a second release of the same turn', async () => {
    const gate = new ConnectionGate(0);
    const release = await gate.acquire();
    const next = gate.acquire();
    release();
    release();
    const second = await next;
    let third = false;
    void gate.acquire().then(() => {
      third = true;
    });
    await settle();
    expect(third).toBe(false);
    second();
    await settle();
    expect(third).toBe(true);
  });

  it('refuses the waiting and later callers once closed', async () => {
    const gate = new ConnectionGate(0);
    await gate.acquire();
    const waiting = gate.acquire();
    gate.close(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
    await expect(gate.acquire()).rejects.toThrow('closed');
  });
});
