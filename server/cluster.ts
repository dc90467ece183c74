import cluster from "node:cluster";

// A worker that dies this soon after it started failed to start (a port in use, a bad
// setting): starting it again would only loop.
export const FAILED_START_MS = 10_000;

/**
 * The primary process of a server with several workers (WEB_CONCURRENCY): each worker is a
 * whole server on the same port, to which the primary hands connections in turn. Nothing
 * decides behaviour from one process' memory (sessions, rate limits and mail live in
 * PostgreSQL), so any worker may answer any request. A worker that dies is replaced; on
 * SIGTERM or SIGINT every worker finishes what it is doing and the primary exits after them.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? code}).`);
    if (lived < FAILED_START_MS) {
      console.error("It failed while starting; stopping the server.");
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill("SIGTERM");
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping ${startedAt.size} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  for (let index = 0; index < count; index += 1) fork();
  console.info(`Serving with ${count} worker processes.`);
}
