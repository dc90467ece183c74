import { eq } from "drizzle-orm";
import { jobRequests, jobs, users } from "#db/schema";
import { messagesFor } from "~/shared/i18n/catalog.server";
import { createT, DEFAULT_LOCALE, isLocale } from "~/shared/i18n/i18n";
import type { Tx } from "~/shared/server/db.server";
import { brandedEmail } from "~/shared/server/emails.server";
import { getEnv } from "~/shared/server/env.server";
import { queueMail } from "~/shared/server/message-queue.server";
import type { RequestStatus } from "~/shared/constants";

/** Tells the client, in their language, where their request for a job stands now (queued in the move's transaction). */
export async function sendRequestStatusEmail(tx: Tx, requestId: string, status: RequestStatus): Promise<void> {
  const [row] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale, title: jobs.title })
    .from(jobRequests)
    .innerJoin(users, eq(users.id, jobRequests.clientId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(eq(jobRequests.id, requestId));
  if (!row) return;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const statusText = createT(messagesFor(locale), locale)(`requestStatus.${status}`);
  await queueMail(
    tx,
    brandedEmail(
      row.email,
      {
        subject: "applications.email.statusSubject",
        body: "applications.email.statusBody",
        action: "applications.email.statusAction",
      },
      new URL("/applications", getEnv().BASE_URL).toString(),
      locale,
      { name: row.name, title: row.title, status: statusText },
    ),
  );
}
