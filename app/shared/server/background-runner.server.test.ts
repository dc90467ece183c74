import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBackgroundRunner, type BackgroundRunner } from "./background-runner.server";

const EVERY_MS = 50;

/** A pass that runs until the test ends it, recording how many ran at once. */
function controlledPasses() {
  const state = { started: 0, running: 0, mostAtOnce: 0, keepGoing: [] as (() => boolean)[] };
  const endings: (() => void)[] = [];
  const pass = (keepGoing: () => boolean) => {
    state.started++;
    state.running++;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
    state.keepGoing.push(keepGoing);
    return new Promise<void>((resolve) => {
      endings.push(() => {
        state.running--;
        resolve();
      });
    });
  };
  const endPass = async () => {
    const end = endings.shift();
    if (!end) throw new Error("no pass is running");
    end();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { state, pass, endPass };
}

describe("createBackgroundRunner", () => {
  let runner: BackgroundRunner | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    vi.useRealTimers();
  });

  it("runs a pass every interval once started, and none before", async () => {
    const pass = vi.fn(() => Promise.resolve());
    runner = createBackgroundRunner("test", pass);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    expect(pass).not.toHaveBeenCalled();

    runner.start(EVERY_MS);
    await vi.advanceTimersByTimeAsync(EVERY_MS - 1);
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 2);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it("never runs two passes at once, and runs one right after a pass that outlasted a tick", async () => {
    const { state, pass, endPass } = controlledPasses();
    runner = createBackgroundRunner("test", pass);
    runner.start(EVERY_MS);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(state.started).toBe(1);

    await vi.advanceTimersByTimeAsync(EVERY_MS * 5);
    runner.nudge();
    expect(state.started).toBe(1);
    expect(state.mostAtOnce).toBe(1);

    // The ticks and the nudge during the pass ask for one more pass, not one each.
    await endPass();
    expect(state.started).toBe(2);
    await endPass();
    expect(state.started).toBe(2);
    expect(state.mostAtOnce).toBe(1);
  });

  it("stop waits for the pass in hand, tells it to end, and runs no more passes", async () => {
    const { state, pass, endPass } = controlledPasses();
    runner = createBackgroundRunner("test", pass);
    runner.start(EVERY_MS);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(state.keepGoing[0]?.()).toBe(true);

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    expect(state.keepGoing[0]?.()).toBe(false);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    runner.nudge();
    expect(stopped).toBe(false);

    await endPass();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    runner.nudge();
    expect(state.started).toBe(1);
  });

  it("starts afresh after a stop", async () => {
    const pass = vi.fn((keepGoing: () => boolean) => Promise.resolve(keepGoing()));
    runner = createBackgroundRunner("test", pass);
    runner.start(EVERY_MS);
    await runner.stop();
    runner.start(EVERY_MS);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(pass).toHaveBeenCalledTimes(1);
    await expect(pass.mock.results[0]?.value).resolves.toBe(true);
  });

  it("logs a failed pass, and the next pass still runs", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("database gone");
    const pass = vi
      .fn<(keepGoing: () => boolean) => Promise<void>>()
      .mockRejectedValueOnce(failure)
      .mockImplementationOnce(() => {
        throw failure;
      })
      .mockResolvedValue(undefined);
    runner = createBackgroundRunner("test", pass);
    runner.start(EVERY_MS);

    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenLastCalledWith("[test] pass failed:", failure);

    // A pass that throws before returning its promise is logged the same way.
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenLastCalledWith("[test] pass failed:", failure);

    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(pass).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(2);
    // Expected, and asserted above: the console check after each test need not see them.
    error.mockClear();
  });

  it("nudge runs a pass at once when started, and nothing when not", async () => {
    const pass = vi.fn(() => Promise.resolve());
    runner = createBackgroundRunner("test", pass);
    runner.nudge();
    expect(pass).not.toHaveBeenCalled();

    runner.start(60_000);
    runner.nudge();
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    runner.nudge();
    expect(pass).toHaveBeenCalledTimes(2);
  });
});
