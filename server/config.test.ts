import express from "express";
import { availableParallelism } from "node:os";
import { describe, expect, test } from "vitest";
import { listenHost, readEdgeConfig } from "./config";
import { listen, send } from "./test-http";

describe("readEdgeConfig", () => {
  test("defaults", () => {
    expect(readEdgeConfig({})).toEqual({
      PORT: 3000,
      DEMO: false,
      MAX_BODY_BYTES: 65536,
      MAX_IN_FLIGHT: 4,
      MAX_EVENT_LOOP_LAG_MS: 100,
      WEB_CONCURRENCY: 1,
      LOG_LEVEL: "info",
    });
    expect(readEdgeConfig({ TRUST_PROXY: "", BASE_URL: "" }).TRUST_PROXY).toBeUndefined();
  });

  test("a log line per request unless in demo mode or tests, where it would bury the rest; LOG_LEVEL decides", () => {
    expect(readEdgeConfig({ NODE_ENV: "production" }).LOG_LEVEL).toBe("info");
    expect(readEdgeConfig({ DEMO: "1" }).LOG_LEVEL).toBe("warn");
    expect(readEdgeConfig({ NODE_ENV: "test" }).LOG_LEVEL).toBe("warn");
    expect(readEdgeConfig({ DEMO: "1", LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
    expect(() => readEdgeConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });

  test("METRICS_TOKEN must be long enough not to be guessed", () => {
    expect(readEdgeConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(readEdgeConfig({ METRICS_TOKEN: "a".repeat(32) }).METRICS_TOKEN).toBe("a".repeat(32));
    expect(() => readEdgeConfig({ METRICS_TOKEN: "secret" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });

  test.each([
    ["1", 1],
    ["0", 0],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.0/8, 172.16.0.0/12", ["10.0.0.0/8", "172.16.0.0/12"]],
    ["loopback,uniquelocal", ["loopback", "uniquelocal"]],
    ["::1,fd00::/8", ["::1", "fd00::/8"]],
  ])("TRUST_PROXY=%s is %j", (value, expected) => {
    expect(readEdgeConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  test.each(["true", "yes", "-1", "1.5", "10.0.0.0/33", "10.0.0", "proxy.example.org", "10.0.0.1,", "::1/129"])(
    "TRUST_PROXY=%s is refused with a clear message",
    (value) => {
      expect(() => readEdgeConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be a hop count \(e\.g\. 1\) or a comma-separated list of proxy addresses or subnets/,
      );
    },
  );

  test("the limit of requests in flight follows the database engine unless MAX_IN_FLIGHT is set", () => {
    const postgres = "postgres://harbor@db.example.org/harbor";
    expect(readEdgeConfig({ DATABASE_URL: "" }).MAX_IN_FLIGHT).toBe(4);
    expect(readEdgeConfig({ DATABASE_URL: postgres }).MAX_IN_FLIGHT).toBe(12);
    expect(readEdgeConfig({ DATABASE_URL: postgres, MAX_IN_FLIGHT: "32" }).MAX_IN_FLIGHT).toBe(32);
    expect(readEdgeConfig({ DATABASE_URL: postgres })).not.toHaveProperty("DATABASE_URL");
  });

  test("worker processes: one per core on PostgreSQL unless WEB_CONCURRENCY is set; PGlite only one", () => {
    const postgres = "postgres://harbor@db.example.org/harbor";
    expect(readEdgeConfig({ DATABASE_URL: postgres }).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(readEdgeConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(readEdgeConfig({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(() => readEdgeConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: must be 1 without DATABASE_URL \(the embedded database serves one process\)/,
    );
  });

  test.each([
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "two"],
    ["MAX_BODY_BYTES", "0"],
    ["MAX_BODY_BYTES", "64k"],
    ["MAX_IN_FLIGHT", "-5"],
    ["MAX_IN_FLIGHT", "many"],
    ["MAX_EVENT_LOOP_LAG_MS", "0"],
    ["MAX_EVENT_LOOP_LAG_MS", "0.1s"],
    ["OIDC_ISSUER", "login.agency.example.org"],
  ])("%s=%s is refused", (name, value) => {
    expect(() => readEdgeConfig({ [name]: value })).toThrow(new RegExp(`Invalid environment:\\n  ${name}: `));
  });

  test.each([
    [{}, undefined],
    [{ DEMO: "0" }, undefined],
    [{ DEMO: "1" }, "127.0.0.1"],
    [{ DEMO: "true" }, "127.0.0.1"],
    [{ DEMO: "1", HOST: "0.0.0.0" }, "0.0.0.0"],
    [{ HOST: "::1" }, "::1"],
    [{ DEMO: "1", HOST: "" }, "127.0.0.1"],
  ])("with %j the server listens on %s (undefined: every interface)", (env, host) => {
    expect(listenHost(readEdgeConfig(env))).toBe(host);
  });

  test("DEMO takes only 1, true, 0 or false", () => {
    expect(() => readEdgeConfig({ DEMO: "yes" })).toThrow(/Invalid environment:\n {2}DEMO: /);
  });

  test("takes the limits as numbers", () => {
    expect(
      readEdgeConfig({ MAX_BODY_BYTES: "1048576", MAX_IN_FLIGHT: "8", MAX_EVENT_LOOP_LAG_MS: "250" }),
    ).toMatchObject({
      MAX_BODY_BYTES: 1048576,
      MAX_IN_FLIGHT: 8,
      MAX_EVENT_LOOP_LAG_MS: 250,
    });
  });
});

test("express takes a hop count from TRUST_PROXY: the client is the address the nearest proxy saw", async () => {
  const app = express();
  app.set("trust proxy", readEdgeConfig({ TRUST_PROXY: "1" }).TRUST_PROXY);
  app.get("/ip", (req, res) => void res.send(req.ip));
  const url = await listen(app);
  const reply = await send(`${url}/ip`, { headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7" } });
  expect(reply.body.toString()).toBe("198.51.100.7");
});

test("express takes an address list from TRUST_PROXY: only those proxies are believed", async () => {
  const app = express();
  app.set("trust proxy", readEdgeConfig({ TRUST_PROXY: "10.9.9.9" }).TRUST_PROXY);
  app.get("/ip", (req, res) => void res.send(req.ip));
  const url = await listen(app);
  const reply = await send(`${url}/ip`, { headers: { "x-forwarded-for": "203.0.113.9" } });
  expect(reply.body.toString()).toMatch(/127\.0\.0\.1$/);
});
