import { describe, expect, it } from "vitest";
import { loader as detailLoader } from "./jobs-detail";
import { args, createSignedInUser, get, insertJob, routeOutcome } from "~/shared/testing/helpers";

// Find Jobs shows staff every job, but its actions are in Manage Jobs: the job view links there.
function open(cookie: string, jobId: string) {
  return routeOutcome(() => detailLoader(args(get(`/jobs/${jobId}`, cookie), { jobId })));
}

describe("the link from Find Jobs to the same job in Manage Jobs", () => {
  it.each([
    ["pending", "pending"],
    ["approved", "approved"],
    ["rejected", "todo"],
    ["closed", "closed"],
  ] as const)("leads staff to a %s job under its tab", async (status, tab) => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status });
    const result = await open(admin.cookie, id);
    expect(result.body).toMatchObject({ managePath: `/admin/jobs/${tab}/${id}` });
  });

  it("is not offered to job seekers", async () => {
    const client = await createSignedInUser("client");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "approved" });
    expect((await open(client.cookie, id)).body).toMatchObject({ managePath: null });
  });

  it("is not offered to an admin account waiting for approval, who manages nothing", async () => {
    const admin = await createSignedInUser("admin", { status: "pending" });
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "approved" });
    expect((await open(admin.cookie, id)).body).toMatchObject({ managePath: null });
  });
});
