import { describe, expect, it } from 'vitest';
import { HashingQueue } from '../src/services/HashingQueue';
import { hashingQueue } from '../src/services/passwords';
import { createTestApp, uniqueEmail } from './helpers/testApp';

describe('password hashing never takes every core', () => {
  it('runs at most `concurrency` at once, queues the rest in order, refuses past maxWaiting', async () => {
    const queue = new HashingQueue(1, 2);
    const order: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = queue.run(async () => {
      await gate;
      order.push(1);
    });
    const second = queue.run(async () => order.push(2));
    const third = queue.run(async () => order.push(3));
    await expect(queue.run(async () => order.push(4))).rejects.toMatchObject({
      statusCode: 503,
      options: { code: 'unavailable', headers: { 'retry-after': '1' } },
    });
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual([1, 2, 3]);
    expect(queue.peak).toBe(1);
    // A failed piece of work hands its turn on too.
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('a burst of sign-ins and logins hashes at most half the cores at once', async () => {
    const t = await createTestApp();
    try {
      hashingQueue.peak = 0;
      const burst = Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? t.request('POST', '/api/users/login', {
              payload: { email: uniqueEmail('burst'), password: 'guess number one' },
            })
          : t.request('POST', '/api/users', {
              payload: { name: 'Burst', email: uniqueEmail('burst'), password: 'amber lantern 42' },
            }),
      );
      const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
      expect(statuses).toEqual([401, 201, 401, 201, 401, 201, 401, 201]);
      expect(hashingQueue.peak).toBeGreaterThan(0);
      expect(hashingQueue.peak).toBeLessThanOrEqual(hashingQueue.concurrency);
    } finally {
      await t.close();
    }
  });
});
