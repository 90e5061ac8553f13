import { describe, expect, it } from 'vitest';
import { linesInBatches } from './logger';

/** A stand-in for pino's asynchronous destination that records what it is given. */
function recordingSink() {
  const writes: string[] = [];
  let flushes = 0;
  const sink = {
    write: (text: string) => void writes.push(text),
    flushSync: () => void (flushes += 1),
  };
  return { writes, flushes: () => flushes, sink: sink as unknown as Parameters<typeof linesInBatches>[0] };
}

describe('linesInBatches', () => {
  it('hands the lines logged together to the destination as one string, in order, soon after', async () => {
    const { writes, sink } = recordingSink();
    const destination = linesInBatches(sink);
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    destination.write('{"n":3}\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    destination.write('{"n":4}\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
  });

  it('writes what is pending synchronously when the process exits', () => {
    const { writes, flushes, sink } = recordingSink();
    const before = new Set(process.listeners('exit'));
    const destination = linesInBatches(sink);
    const onExit = process.listeners('exit').find((listener) => !before.has(listener))!;
    destination.write('{"last":true}\n');
    // The handler alone: emitting `exit` would run every other handler of the test process too.
    onExit.call(process, 0);
    expect(writes).toEqual(['{"last":true}\n']);
    expect(flushes()).toBeGreaterThan(0);
  });
});
