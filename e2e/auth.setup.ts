import { expect, test as setup } from "@playwright/test";
import { DEMO_AUTHENTICATOR_SECRET } from "#db/seed";
import { authenticatorCode } from "~/shared/authenticator";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, stateOf } from "./helpers";

// Each demo account signs in once per run, through the sign-in form's own post; the specs that
// need one signed in start from its saved cookies. Only the sign-in specs walk the sign-in flow.
// The demo admin's password leads to the second step, passed with its authenticator's code.
for (const account of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
  setup(`sign in ${account}`, async ({ request, baseURL }) => {
    const headers = { Origin: new URL(baseURL as string).origin };
    const response = await request.post("/signIn", {
      form: { email: DEMO_ACCOUNTS[account], password: DEMO_PASSWORD },
      headers,
      maxRedirects: 0,
    });
    expect(response.status(), `signing in ${account}`).toBe(302);
    if (response.headers().location === "/signIn/second_step") {
      const code = await request.post("/signIn/second_step", {
        form: { code: await authenticatorCode(DEMO_AUTHENTICATOR_SECRET) },
        headers,
        maxRedirects: 0,
      });
      expect(code.status(), `the second step of ${account}`).toBe(302);
    }
    await request.storageState({ path: stateOf(account) });
  });
}
