// A job each server process repeats in the background (the message queue's delivery, the job
// alerts' runs). Passes never overlap, so a pass may take its time without a second one racing
// it in the same process; the processes share the work through the database.

import { backgroundPassFailures } from "./metrics.server";

export interface BackgroundRunner {
  /** Runs a pass every `everyMs`; a second start before stop does nothing. */
  start(everyMs: number): void;
  /** Waits for the pass in hand, told through keepGoing to end early, so the database can close after. */
  stop(): Promise<void>;
  /** Runs a pass now, or right after the one in hand, which may have looked before the new work was there. */
  nudge(): void;
}

interface Run {
  timer: NodeJS.Timeout;
  pass: Promise<void> | null;
  again: boolean;
  stopped: boolean;
}

/**
 * A runner of `pass`, which should end soon once keepGoing() answers false. A pass's error is
 * logged under `name`; the next pass runs as planned.
 */
export function createBackgroundRunner(
  name: string,
  pass: (keepGoing: () => boolean) => Promise<unknown>,
): BackgroundRunner {
  // A run per start: a pass left from before a stop never clears the flags of the next start's.
  let current: Run | undefined;

  function runPass(run: Run): void {
    if (run.stopped) return;
    if (run.pass) {
      run.again = true;
      return;
    }
    // Through the executor, a pass that throws before its first await is logged like any other.
    run.pass = new Promise<unknown>((resolve) => resolve(pass(() => !run.stopped)))
      .then(
        () => undefined,
        (error: unknown) => {
          backgroundPassFailures.inc({ runner: name });
          console.error(`[${name}] pass failed:`, error);
        },
      )
      .finally(() => {
        run.pass = null;
        if (run.again) {
          run.again = false;
          runPass(run);
        }
      });
  }

  return {
    start(everyMs) {
      if (current) return;
      const run: Run = { timer: setInterval(() => runPass(run), everyMs), pass: null, again: false, stopped: false };
      current = run;
    },
    async stop() {
      const run = current;
      if (!run) return;
      current = undefined;
      run.stopped = true;
      clearInterval(run.timer);
      await run.pass;
    },
    nudge() {
      if (current) runPass(current);
    },
  };
}
