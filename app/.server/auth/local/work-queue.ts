export type WorkQueue = <T>(task: () => Promise<T>) => Promise<T>;

export class QueueFull extends Error {
  constructor() {
    super("work queue full");
    this.name = "QueueFull";
  }
}

export function createWorkQueue(limits: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return <T>(task: () => Promise<T>) => {
    if (running < limits.concurrency) {
      running += 1;
      return run(task, next);
    }
    if (waiting.length >= limits.maxWaiting) return Promise.reject(new QueueFull());
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => run(task, next).then(resolve, reject));
    });
  };
}

async function run<T>(task: () => Promise<T>, done: () => void): Promise<T> {
  try {
    return await task();
  } finally {
    done();
  }
}
