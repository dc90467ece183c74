import { sql } from "drizzle-orm";
import { getDb } from "~/shared/server/db.server";

export async function loader() {
  await getDb().execute(sql`select 1`);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
