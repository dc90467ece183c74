import "./load-env";
import { parseArgs } from "node:util";
import { createAccount } from "~/shared/server/users.server";
import { sendInvitation } from "~/shared/server/auth.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import { closeDb, migrateDb } from "~/shared/server/db.server";
import { isOutboxMode } from "~/shared/server/mail.server";

// Creates an approved admin without a password and emails a one-time link to
// set one (printed here when no SMTP server is configured).
const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" } },
});

if (!values.email || !values.name) {
  console.error('Usage: npm run create-admin -- --email admin@agency.org --name "Full Name"');
  process.exit(2);
}

try {
  await migrateDb();
  const email = values.email;
  const created = await createAccount(
    { name: values.name, email, role: "admin", status: "approved" },
    { notify: (tx, id) => sendInvitation(tx, { id, email }) },
  );
  if (!created.ok) {
    console.error(`An account with the email ${values.email} already exists.`);
    process.exitCode = 1;
  } else {
    // No server may be running to deliver it (the embedded database serves one process): send it now.
    await deliverDueMessages();
    console.info(
      isOutboxMode()
        ? "Admin created. Open the link printed above to set the password (it works once, for 7 days)."
        : `Admin created. A link to set the password was emailed to ${values.email}.`,
    );
  }
} finally {
  await closeDb();
}
