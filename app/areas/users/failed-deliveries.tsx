import { data, Form, useNavigation } from "react-router";
import * as z from "zod/mini";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { maxChars, parseForm } from "~/shared/form";
import { intlLocale } from "~/shared/i18n/i18n";
import { useI18n } from "~/shared/i18n/i18n-context";
import { pageTitle } from "~/shared/meta";
import { listFailedDeliveries } from "~/shared/server/message-queue.server";
import { readForm } from "~/shared/server/request.server";
import { redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/failed-deliveries";
import { retryDelivery } from "./deliveries.server";
import { pageMessages } from "./messages.server";

// Undelivered messages, /admin/messages (decision 017): those the queue gave up on, each with a
// button to send it again, then those it is still retrying on its own.

/** One screen's worth: more than that means a cause to fix (the mail server), not rows to read. */
const SHOWN = 100;
/** Errors longer than this show their start, the whole text one tap away. */
const ERROR_PREVIEW = 120;
const PATH = "/admin/messages";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePage(request, "failedDeliveries");
  // One more than is shown tells whether some were left out.
  const deliveries = await listFailedDeliveries(SHOWN + 1);
  return {
    messages: pageMessages(request),
    capped: deliveries.length > SHOWN ? SHOWN : null,
    deliveries: deliveries.slice(0, SHOWN).map((delivery) => ({
      ...delivery,
      lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: delivery.nextAttemptAt.toISOString(),
    })),
  };
}

const RetrySchema = z.object({ messageId: z.string().check(maxChars(36), z.uuid()) });

// A redirect with a toast either way, so the buttons work without JavaScript.
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAllowed(request, { action: "visit", page: "failedDeliveries" });
  const parsed = parseForm(RetrySchema, await readForm(request));
  if (!parsed.ok) throw data(null, { status: 400 });
  const retried = await retryDelivery(admin.id, parsed.data.messageId);
  return redirectWithToast(
    PATH,
    retried ? { type: "success", key: "users.deliveries.sent" } : { type: "error", key: "users.deliveries.notFailed" },
  );
}

type Delivery = Route.ComponentProps["loaderData"]["deliveries"][number];

export default function FailedDeliveries({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { deliveries, capped } = loaderData;
  const failed = deliveries.filter((delivery) => delivery.state === "failed");
  const retrying = deliveries.filter((delivery) => delivery.state !== "failed");
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">{t("users.deliveries.title")}</h1>
      {deliveries.length === 0 ? (
        <p className="rounded-lg bg-white p-6 ring-1 ring-stone-200">{t("users.deliveries.empty")}</p>
      ) : (
        <>
          <p className="text-stone-700">{t("users.deliveries.intro")}</p>
          <DeliveryList heading={t("users.deliveries.failed")} deliveries={failed} />
          <DeliveryList heading={t("users.deliveries.retrying")} deliveries={retrying} />
          {capped && <p className="text-stone-700">{t("users.deliveries.capped", { count: capped })}</p>}
        </>
      )}
    </section>
  );
}

function DeliveryList({ heading, deliveries }: { heading: string; deliveries: Delivery[] }) {
  if (deliveries.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {heading}
        <span className="rounded-full bg-stone-200 px-2 text-sm text-stone-900">{deliveries.length}</span>
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {deliveries.map((delivery) => (
          <DeliveryCard key={delivery.id} delivery={delivery} />
        ))}
      </ul>
    </section>
  );
}

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  // UTC, named as such: the server and the browser render the same text, whatever their zones.
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "long",
    timeZone: "UTC",
  });
  const at = (iso: string) => <time dateTime={iso}>{time.format(new Date(iso))}</time>;
  const sending = navigation.formData?.get("messageId") === delivery.id;
  const ids = { subject: `delivery-${delivery.id}-subject`, recipient: `delivery-${delivery.id}-recipient` };
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-stone-200">
      <h3 id={ids.subject} dir="auto" className="text-start font-semibold [overflow-wrap:anywhere]">
        {/* A text has no subject, and its body may hold a sign-in code: its channel names it. */}
        {delivery.subject || t(`users.deliveries.channel.${delivery.channel}`)}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">{t("users.deliveries.recipient")}</dt>
        <dd id={ids.recipient} dir="ltr" className="text-start [overflow-wrap:anywhere]">
          {delivery.recipient}
        </dd>
        <dt className="font-medium">{t("users.deliveries.channel")}</dt>
        <dd>{t(`users.deliveries.channel.${delivery.channel}`)}</dd>
        <dt className="font-medium">{t("users.deliveries.attempts")}</dt>
        <dd>{delivery.attempts}</dd>
        <dt className="font-medium">{t("users.deliveries.lastAttempt")}</dt>
        <dd>{delivery.lastAttemptAt ? at(delivery.lastAttemptAt) : "—"}</dd>
        {delivery.state !== "failed" && (
          <>
            <dt className="font-medium">{t("users.deliveries.nextAttempt")}</dt>
            <dd>{at(delivery.nextAttemptAt)}</dd>
          </>
        )}
        <dt className="font-medium">{t("users.deliveries.error")}</dt>
        <dd dir="ltr" className="text-start font-mono text-sm [overflow-wrap:anywhere]">
          {delivery.error.length <= ERROR_PREVIEW ? (
            delivery.error
          ) : (
            <details>
              <summary className="cursor-pointer">
                {delivery.error.slice(0, ERROR_PREVIEW)}…{" "}
                <span dir="auto" className="font-sans font-medium text-orange-900 underline">
                  {t("users.deliveries.fullError")}
                </span>
              </summary>
              <p className="mt-1 whitespace-pre-wrap">{delivery.error}</p>
            </details>
          )}
        </dd>
      </dl>
      {delivery.state === "failed" && (
        <Form method="post" action={PATH}>
          <input type="hidden" name="messageId" value={delivery.id} />
          <button
            type="submit"
            disabled={sending}
            aria-describedby={`${ids.subject} ${ids.recipient}`}
            className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900 disabled:opacity-70"
          >
            {sending ? t("users.deliveries.sending") : t("users.deliveries.send")}
          </button>
        </Form>
      )}
    </li>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "users.deliveries.title");
}
