import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { action as signUpAction } from "./sign-up";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { args, createSignedInUser, post, quietOutboxLog, randomIp, settle } from "~/shared/testing/helpers";

quietOutboxLog();

const TRIES = 9;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timeSignUp(email: string): Promise<number> {
  const fields = {
    name: "Timing Test",
    email,
    phone: "773-555-0142",
    password: "a-good-password",
    confirmPassword: "a-good-password",
    accountType: "client",
  };
  const request = post("/signUp", fields, { [CLIENT_IP_HEADER]: randomIp() });
  const start = performance.now();
  const response = (await settle(() => signUpAction(args(request)))) as Response;
  const elapsed = performance.now() - start;
  expect(response.headers.get("Location")).toBe("/signIn");
  return elapsed;
}

describe("sign-up timing", () => {
  it("takes as long for a registered email as for a new one", async () => {
    const registered = await Promise.all(Array.from({ length: TRIES + 1 }, () => createSignedInUser("client")));
    // One untimed round each first: the first call pays for loading and warming up.
    await timeSignUp(`timing-warm-${Date.now()}@test.example`);
    await timeSignUp(registered[TRIES]!.email);
    const times = { new: [] as number[], registered: [] as number[] };
    // Interleaved, so that a busy moment of the machine hits both alike.
    for (let i = 0; i < TRIES; i++) {
      times.new.push(await timeSignUp(`timing-${i}-${Date.now()}@test.example`));
      times.registered.push(await timeSignUp(registered[i]!.email));
    }
    const ratio = median(times.registered) / median(times.new);
    // Without the password hash on the registered path the ratio is about 0.1.
    expect(
      ratio,
      `medians: new ${median(times.new).toFixed(1)} ms, registered ${median(times.registered).toFixed(1)} ms`,
    ).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });
});
