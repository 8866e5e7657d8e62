/** Thrown by a BoundedConcurrency when both its running slots and its waiting line are full. */
export class ConcurrencyLimitReached extends Error {
  constructor() {
    super('concurrency limit reached');
    this.name = 'ConcurrencyLimitReached';
  }
}

/**
 * Runs at most `running` tasks at once, lets up to `waiting` more wait their turn and refuses
 * the rest at once, so a flood costs a bounded amount of CPU and memory and fails fast.
 */
export function createBoundedConcurrency(limits: { running: number; waiting: number }) {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limits.running) active += 1;
      else if (queue.length < limits.waiting) {
        // The slot passes straight from the finishing task to this one.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else throw new ConcurrencyLimitReached();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
