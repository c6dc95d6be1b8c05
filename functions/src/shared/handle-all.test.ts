import { describe, expect, it } from 'vitest';
import { handleAll } from './handle-all';

describe('handleAll', () => {
  it('runs every handler to its end, then throws the first failure', async () => {
    const ran: string[] = [];
    const handler =
      (name: string, fails = false) =>
      async (event: string) => {
        await Promise.resolve();
        ran.push(`${name}:${event}`);
        if (fails) throw new Error(name);
      };
    await expect(handleAll('e', [handler('a'), handler('b', true), handler('c'), handler('d', true)])).rejects.toThrow('b');
    expect(ran.sort()).toEqual(['a:e', 'b:e', 'c:e', 'd:e']);
    await expect(handleAll('f', [handler('a')])).resolves.toBeUndefined();
  });
});
