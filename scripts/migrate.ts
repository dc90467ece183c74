import "./load-env";
import { closeDb, migrateDb } from "~/utils/db.server";

try {
  await migrateDb();
  console.info("Migrations applied.");
} finally {
  await closeDb();
}
