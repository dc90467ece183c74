import { afterEach, describe, expect, it, vi } from "vitest";

// getEnv reads the environment once per module instance.
async function freshEnv() {
  vi.resetModules();
  return (await import("./env.server")).getEnv();
}

function stubProvider(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
}

const PROVIDER = {
  OIDC_ISSUER: "https://login.agency.example.org",
  OIDC_CLIENT_ID: "harbor-jobs",
  OIDC_CLIENT_SECRET: "a-secret",
  OIDC_NAME: "Agency Login",
};

describe("identity provider settings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("are optional", async () => {
    expect(await freshEnv()).toMatchObject({ OIDC_ALLOWED_DOMAINS: [] });
  });

  it("take the allowed domains as a lower-case list", async () => {
    stubProvider({ ...PROVIDER, OIDC_ALLOWED_DOMAINS: " Agency.Example.org, staff.example.org ," });
    expect(await freshEnv()).toMatchObject({
      OIDC_ISSUER: PROVIDER.OIDC_ISSUER,
      OIDC_ALLOWED_DOMAINS: ["agency.example.org", "staff.example.org"],
    });
  });

  it.each(["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_NAME"])(
    "refuse to start without %s when the others are set",
    async (missing) => {
      stubProvider({ ...PROVIDER, [missing]: "" });
      await expect(freshEnv()).rejects.toThrow(/go together: set all four or none/);
    },
  );

  it.each([
    ["OIDC_ISSUER", "login.agency.example.org"],
    ["OIDC_ALLOWED_DOMAINS", "agency.example.org, @staff"],
  ])("refuse %s=%s", async (name, value) => {
    stubProvider({ ...PROVIDER, [name]: value });
    await expect(freshEnv()).rejects.toThrow(new RegExp(`Invalid environment:\\n  ${name}`));
  });
});
