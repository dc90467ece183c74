import { beforeAll, describe, expect, it } from "vitest";
import { insertRequests, insertUsers, requestRow, userRow } from "#db/factory";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, insertJob, routeOutcome, type TestUser } from "~/shared/testing/helpers";
import { loader } from "./api-applications-csv";

// The referral queue's list as a CSV download: the tab, search and assignee
// filter of the list, every row, for approved staff only.

let admin: TestUser;
let other: TestUser;

beforeAll(async () => {
  admin = await createSignedInUser("admin");
  other = await createSignedInUser("admin");
  const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
  const cook = await insertJob(employer.id, { title: "Line Cook", company: "Lakeside Foods" });
  const baker = await insertJob(employer.id, { title: "Baker", company: "مخبز الأمل" });
  const amina = userRow({ role: "client", name: "أمينة حداد", email: "amina@test.example", phone: "773-555-0101" });
  const mallory = userRow({ role: "client", name: '=HYPERLINK("http://x.example")', email: "m@test.example" });
  const farid = userRow({ role: "client", name: "Farid, Ahmadi", email: "farid@test.example" });
  await insertUsers(getDb(), [amina, mallory, farid]);
  const day = (d: number) => new Date(Date.UTC(2026, 2, d));
  await insertRequests(getDb(), [
    {
      row: requestRow(amina.id as string, baker, { contactMethod: "text", assignedTo: admin.id, createdAt: day(3) }),
      actorId: admin.id,
    },
    { row: requestRow(mallory.id as string, cook, { contactMethod: "email", createdAt: day(2) }), actorId: admin.id },
    {
      row: requestRow(farid.id as string, cook, { status: "applied", assignedTo: other.id, createdAt: day(1) }),
      actorId: admin.id,
    },
  ]);
});

async function download(query: string, cookie = admin.cookie) {
  const response = (await loader(args(get(`/admin/applications.csv?${query}`, cookie)))) as Response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, lines: new TextDecoder().decode(bytes.subarray(3)).split("\r\n") };
}

const HEADER = "Requested on,Status,Client,Email,Phone,Reach them by,Job,Company,Assigned to";

describe("the list's CSV download", () => {
  it("holds the tab's rows, newest first, as a UTF-8 attachment with a byte order mark", async () => {
    const { response, bytes, lines } = await download("tab=sent");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="applications-sent-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines).toEqual([
      HEADER,
      `2026-03-03,Sent to staff,أمينة حداد,amina@test.example,773-555-0101,Text message or WhatsApp,Baker,مخبز الأمل,Test admin`,
      // A name that a spreadsheet would run as a formula is written as text.
      `2026-03-02,Sent to staff,"'=HYPERLINK(""http://x.example"")",m@test.example,,Email,Line Cook,Lakeside Foods,`,
      "",
    ]);
  });

  it("follows the list's search and assignee filter", async () => {
    expect((await download("tab=sent&q=%D9%85%D8%AE%D8%A8%D8%B2")).lines).toHaveLength(3);
    expect((await download(`tab=sent&assignee=${admin.id}`)).lines[1]).toContain("أمينة حداد");
    expect((await download("tab=sent&assignee=none")).lines[1]).toContain("HYPERLINK");
    const applied = await download(`tab=applied&assignee=${other.id}&q=farid`);
    expect(applied.lines[1]).toBe(
      `2026-03-01,Applied,"Farid, Ahmadi",farid@test.example,,Phone call,Line Cook,Lakeside Foods,Test admin`,
    );
    expect((await download("tab=hired")).lines).toEqual([HEADER, ""]);
  });

  it("refuses a tab that is not a status with 400", async () => {
    const { response } = await download("tab=everything");
    expect(response.status).toBe(400);
  });

  it.each([
    ["client", "approved"],
    ["employer", "approved"],
    ["admin", "pending"],
  ] as const)("refuses a %s with a %s account (403), nothing sent", async (role, status) => {
    const user = await createSignedInUser(role, { status, company: "Acme" });
    const outcome = await routeOutcome(() => loader(args(get("/admin/applications.csv?tab=sent", user.cookie))));
    expect(outcome).toEqual({ status: 403, location: null, body: null });
  });
});
