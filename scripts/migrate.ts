import "./load-env";
import { closeDb, migrateDb } from "~/shared/server/db.server";

try {
  await migrateDb();
  console.info("Migrations applied.");
} finally {
  await closeDb();
}
