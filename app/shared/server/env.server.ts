import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isTimeZone } from "~/shared/agency-time";
import { FULL_TIME_HOURS } from "~/shared/placement-rules";
import { parsePhone } from "~/shared/phone";
import { ensurePrivateDir } from "./private-dir.server";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  PGLITE_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Harbor Jobs <no-reply@localhost>"),
  BRAND_NAME: z.string().min(1).default("Harbor Jobs"),
  // Unset: the logo bundled with the app (app/assets/logo.svg, cached for a year).
  BRAND_LOGO_URL: z.string().min(1).optional(),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SAVE_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  // Demo mode, only when asked for (never inferred from NODE_ENV): demo data in an
  // empty embedded database, emails kept in an outbox page, detailed error pages,
  // and a banner on every page saying so.
  DEMO: z
    .enum(["1", "true", "0", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  // The agency's contact details on the profile help page.
  AGENCY_NAME: z.string().min(1).default("Harbor Resettlement Services"),
  AGENCY_PHONE: z.string().min(1).default("(773) 555-0199"),
  AGENCY_EMAIL: z.email().default("help@example.org"),
  AGENCY_ADDRESS: z.string().min(1).default("1200 W Devon Ave, Chicago, IL 60660"),
  AGENCY_HOURS: z.string().min(1).default("Monday to Friday, 8:30 am to 4:30 pm"),
  // Shown to job seekers under each job instead of the employer's instructions.
  APPLY_NOTE: z.string().min(1).max(1000).optional(),
  // How many different job seekers' open reports hide a job from job seekers until staff decide.
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().positive().default(3),
  // How often "as they come" job alerts are sent (seconds); the end-to-end tests shorten it.
  JOB_ALERT_INSTANT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  // The agency's OpenID Connect identity provider (docs/decisions/014): staff
  // sign in with their work account. Unset: no such sign-in anywhere.
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  // Shown as "Sign in with {OIDC_NAME}", e.g. "Harbor Staff Login".
  OIDC_NAME: z.string().min(1).max(60).optional(),
  // Email domains whose people may sign in without an account yet: they get a pending admin account.
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "a comma-separated list of domains like agency.org"))),
  // Text messages through Twilio (app/shared/server/sms.server.ts): the account, its auth token
  // and the number texts come from, all three or none. Unset: texts are kept in the demo
  // outbox in demo mode and fail at once outside it.
  SMS_TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "a Twilio account SID: AC and 32 hexadecimal digits")
    .optional(),
  SMS_TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z
    .string()
    .transform((value, ctx) => {
      const parsed = parsePhone(value);
      if (parsed.ok) return parsed.phone;
      ctx.issues.push({
        code: "custom",
        input: value,
        message: "a phone number with its country code, like +17735550100",
      });
      return z.NEVER;
    })
    .optional(),
  // The API's origin; the tests point it at a stand-in server on this machine.
  SMS_API_BASE_URL: z.url().default("https://api.twilio.com"),
  // The zone interviews are entered and shown in, and whose calendar days check-ins fall due on.
  AGENCY_TIME_ZONE: z.string().default("America/Chicago").refine(isTimeZone, "a time zone name like America/Chicago"),
  // The funders' outcome measures change over the years, so their thresholds are settings:
  // scheduled hours a week from which a placement is full-time,
  FULL_TIME_HOURS: z.coerce.number().min(1).max(80).default(FULL_TIME_HOURS),
  // the days after the start date on which staff check in (each a retention figure),
  FOLLOW_UP_DAYS: z
    .string()
    .default("30,90,180")
    .transform((list) => list.split(",").map((day) => Number(day.trim())))
    .pipe(
      z
        .array(z.number().int().min(1).max(730))
        .min(1)
        .max(6)
        .refine(
          (days) => days.every((day, i) => i === 0 || day > days[i - 1]!),
          "days in rising order, like 30,90,180",
        ),
    ),
  // and the months from the start within which health benefits offered count.
  BENEFITS_WITHIN_MONTHS: z.coerce.number().int().min(1).max(24).default(6),
  // The local hour (in AGENCY_TIME_ZONE) from which each morning's digest of overdue check-ins goes.
  FOLLOW_UP_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
});

export type Env = z.infer<typeof EnvSchema> & {
  BASE_URL: string;
  BETTER_AUTH_SECRET: string;
  PGLITE_DIR: string;
};

let cached: Env | undefined;

// Validated once; production refuses to start without its secrets, elsewhere
// the auth secret is generated on first start and kept under DATA_DIR.
export function getEnv(): Env {
  if (cached) return cached;
  // An empty variable counts as unset, as in most .env tooling.
  const given = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production") {
    const missing = (["BASE_URL", "BETTER_AUTH_SECRET"] as const).filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new Error(`Missing required environment variables in production: ${missing.join(", ")}`);
    }
  }
  const oidc = (["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_NAME"] as const).filter((k) => env[k]);
  if (oidc.length > 0 && oidc.length < 4) {
    throw new Error("OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME go together: set all four or none.");
  }
  const sms = (["SMS_TWILIO_ACCOUNT_SID", "SMS_TWILIO_AUTH_TOKEN", "SMS_FROM"] as const).filter((k) => env[k]);
  if (sms.length > 0 && sms.length < 3) {
    throw new Error("SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM go together: set all three or none.");
  }
  cached = {
    ...env,
    BASE_URL: env.BASE_URL ?? `http://localhost:${env.PORT}`,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? localSecret(env.DATA_DIR),
    PGLITE_DIR: env.PGLITE_DIR ?? path.join(env.DATA_DIR, "pglite"),
  };
  return cached;
}

function localSecret(dataDir: string): string {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Whether the cookies the app sets (session, language, toast, link request) carry `Secure`: on an https site. */
export function secureCookies(): boolean {
  return new URL(getEnv().BASE_URL).protocol === "https:";
}
