import { describe, expect, it } from "vitest";
import { action as jobAction } from "~/areas/manage-jobs/dashboard-job";
import { action as userAction } from "~/areas/users/admin-user";
import { loader as searchLoader } from "~/areas/users/api-users-search";
import { args, createSignedInUser, get, insertJob, post, routeOutcome, type TestUser } from "~/shared/testing/helpers";

// The user picker resolves names and emails of staff and employers; issue 12
// asks that nobody who may not transfer jobs learns any of them from it.

describe("the user picker's lookups", () => {
  it("tell a non-admin no names or emails, by the search API or by a transfer", async () => {
    const staff = await createSignedInUser("admin");
    const staffName = "Test admin";
    const colleague = await createSignedInUser("employer", { company: "Hidden Staffing Co" });
    const outsiders: TestUser[] = [
      await createSignedInUser("client"),
      await createSignedInUser("employer", { company: "Acme" }),
      await createSignedInUser("employer", { status: "pending", company: "Waiting Co" }),
      await createSignedInUser("admin", { status: "pending" }),
    ];
    const secrets = [staff.email, colleague.email, "Hidden Staffing Co"];

    for (const outsider of outsiders) {
      for (const q of [staff.email, "Hidden", "test"]) {
        const search = await routeOutcome(() =>
          searchLoader(args(get(`/api/users/search?q=${encodeURIComponent(q)}`, outsider.cookie))),
        );
        expect(search.status).toBe(403);
        for (const secret of secrets) expect(JSON.stringify(search)).not.toContain(secret);
      }

      // A transfer of a job (their own, where they have one) naming staff by text.
      const jobId = await insertJob(outsider.id, { status: "approved" });
      const transfer = await routeOutcome(() =>
        jobAction(
          args(
            post(
              `/employer/jobs/approved/${jobId}`,
              { intent: "transfer", newOwner: "", newOwnerSearch: staff.email },
              { Cookie: outsider.cookie },
            ),
            {
              tab: "approved",
              jobId,
            },
          ),
        ),
      );
      expect(transfer.status).toBeGreaterThanOrEqual(300);
      const said = JSON.stringify(transfer);
      for (const secret of [...secrets, staffName]) expect(said).not.toContain(secret);
      expect(said).not.toContain("picker.");

      // Transferring all of a user's jobs from the user page: refused before any lookup.
      const all = await routeOutcome(() =>
        userAction(
          args(
            post(
              `/admin/users/employer/${colleague.id}`,
              { intent: "transfer", toUserId: "", toUserIdSearch: staff.email },
              { Cookie: outsider.cookie },
            ),
            {
              tab: "employer",
              userId: colleague.id,
            },
          ),
        ),
      );
      expect(all.status).toBe(403);
      expect(JSON.stringify(all)).not.toContain("picker.");
    }
  });

  it("answer an admin (the control: the lookups above can answer)", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Visible Staffing Co" });
    const response = (await searchLoader(args(get("/api/users/search?q=Visible", admin.cookie)))) as Response;
    expect(await response.text()).toContain(employer.email);
  });
});
