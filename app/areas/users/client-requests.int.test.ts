import { describe, expect, it } from "vitest";
import { insertRequests, requestRow } from "#db/factory";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, insertJob, routeOutcome } from "~/shared/testing/helpers";
import { loader } from "./admin-user";
import type { ClientRequest } from "./client-requests.server";

// A job seeker's page in Manage Accounts lists their requests for help, newest first.

function openUser(cookie: string, tab: string, userId: string) {
  return routeOutcome(() => loader(args(get(`/admin/users/${tab}/${userId}`, cookie), { tab, userId })));
}

describe("a job seeker's page", () => {
  it("lists their requests with the job and the status, newest first, and no one else's", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const client = await createSignedInUser("client");
    const someoneElse = await createSignedInUser("client");
    const cook = await insertJob(employer.id, { title: "Line Cook", company: "Lakeside Foods" });
    const driver = await insertJob(employer.id, { title: "Driver", company: "Prairie Logistics", status: "closed" });
    await insertRequests(getDb(), [
      { row: requestRow(client.id, cook, { createdAt: new Date("2026-03-01T00:00:00Z") }), actorId: client.id },
      {
        row: requestRow(client.id, driver, { status: "hired", createdAt: new Date("2026-04-01T00:00:00Z") }),
        actorId: admin.id,
      },
      { row: requestRow(someoneElse.id, cook), actorId: someoneElse.id },
    ]);

    const outcome = await openUser(admin.cookie, "client", client.id);
    expect(outcome.status).toBe(200);
    const requests = (outcome.body as { requests: ClientRequest[] }).requests;
    expect(requests.map((r) => [r.jobTitle, r.company, r.status, r.createdAt])).toEqual([
      ["Driver", "Prairie Logistics", "hired", "2026-04-01T00:00:00.000Z"],
      ["Line Cook", "Lakeside Foods", "sent", "2026-03-01T00:00:00.000Z"],
    ]);
  });

  it("shows an empty list for a job seeker without requests, and none for an employer", async () => {
    const admin = await createSignedInUser("admin");
    const client = await createSignedInUser("client");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    expect(((await openUser(admin.cookie, "client", client.id)).body as { requests: unknown }).requests).toEqual([]);
    expect(((await openUser(admin.cookie, "employer", employer.id)).body as { requests: unknown }).requests).toBeNull();
  });
});
