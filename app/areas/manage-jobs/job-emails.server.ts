import { and, eq } from "drizzle-orm";
import { users } from "#db/schema";
import { tabOfStatus } from "~/shared/access/job-status";
import { DEFAULT_LOCALE, isLocale } from "~/shared/i18n/i18n";
import { getDb } from "~/shared/server/db.server";
import { brandedEmail } from "~/shared/server/emails.server";
import { getEnv } from "~/shared/server/env.server";
import { sendMail } from "~/shared/server/mail.server";
import type { Role } from "~/shared/constants";

export interface NoticeJob {
  id: string;
  title: string;
  owner: { id: string; name: string; email: string; role: Role; locale: string | null };
}

function link(path: string): string {
  return new URL(path, getEnv().BASE_URL).toString();
}

/** Tells every active admin that a job waits for review, one message each (no shared recipient list). */
export async function sendJobAwaitsReview(job: Pick<NoticeJob, "id" | "title">): Promise<void> {
  const admins = await getDb()
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "approved")));
  const url = link(`/admin/jobs/pending/${job.id}`);
  for (const admin of admins) {
    await sendMail(
      brandedEmail(
        admin.email,
        { subject: "manage.email.reviewSubject", body: "manage.email.reviewBody", action: "manage.email.reviewAction" },
        url,
        isLocale(admin.locale) ? admin.locale : DEFAULT_LOCALE,
        { title: job.title },
      ),
    );
  }
}

/** Tells a job's owner that staff approved it, or asked for changes with a message. */
export async function sendJobDecision(job: NoticeJob, decision: "approved" | "rejected", message: string): Promise<void> {
  const area = job.owner.role === "admin" ? "admin" : "employer";
  const url = link(`/${area}/jobs/${tabOfStatus(decision)}/${job.id}`);
  const texts =
    decision === "approved"
      ? { subject: "manage.email.approvedSubject", body: "manage.email.approvedBody", action: "manage.email.viewAction" } as const
      : { subject: "manage.email.rejectedSubject", body: "manage.email.rejectedBody", action: "manage.email.viewAction" } as const;
  await sendMail(
    brandedEmail(job.owner.email, texts, url, isLocale(job.owner.locale) ? job.owner.locale : DEFAULT_LOCALE, {
      title: job.title,
      name: job.owner.name,
      message,
    }),
  );
}
