import { randomUUID } from "node:crypto";
import type { Role, UserStatus } from "#db/schema";
import { createAccount } from "~/models/user.server";
import { CLIENT_IP_HEADER, signInWithPassword } from "~/utils/auth.server";

export const BASE = "http://localhost:3000";
export const PASSWORD = "correct-horse-battery";

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/** Creates an account with a unique email and returns its session cookie. */
export async function createSignedInUser(
  role: Role,
  options: { status?: UserStatus; company?: string } = {},
): Promise<TestUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
  const created = await createAccount({
    name: `Test ${role}`,
    email,
    role,
    status: options.status ?? "approved",
    company: options.company,
    password: PASSWORD,
  });
  if (!created.ok) throw new Error(`could not create ${email}`);
  return { id: created.id, email, cookie: await signInCookie(email, PASSWORD) };
}

export async function signInCookie(email: string, password: string): Promise<string> {
  // A fresh address each time keeps the sign-in rate limit out of unrelated tests.
  const result = await signInWithPassword(new Request(BASE, { headers: { [CLIENT_IP_HEADER]: randomIp() } }), email, password);
  if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
  return result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function get(path: string, cookie?: string): Request {
  return new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {} });
}

export function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(BASE + path, { method: "POST", body: new URLSearchParams(fields), headers });
}

/** Runs a loader or action and returns the Response it threw or returned. */
export async function settle(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

// Route modules expect the full React Router argument object; tests need only these.
export function args<P extends Record<string, string>>(request: Request, params = {} as P) {
  return { request, params, context: {}, unstable_pattern: "" } as never;
}

export function randomIp(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}
