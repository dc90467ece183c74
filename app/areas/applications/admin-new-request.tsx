import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { parseForm, typedValues } from "~/shared/form";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { pageTitle } from "~/shared/meta";
import { readForm } from "~/shared/server/request.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { SubmitButton } from "~/shared/ui/form";
import type { Route } from "./+types/admin-new-request";
import { ContactFields } from "./contact-fields";
import { pageMessages } from "./messages.server";
import { findClient, searchClients, searchOpenJobs } from "./queue.server";
import { RefusalNotice } from "./refusal-notice";
import { AskForClientSchema } from "./request-forms";
import { askForJob } from "./requests.server";

// A request made by staff for a client at the office, /admin/applications/new.
// Finding the client and the job is a plain GET search (works without
// JavaScript); the form below it chooses one of each and makes the request.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePage(request, "referralQueue");
  const url = new URL(request.url);
  const clientQ = (url.searchParams.get("client") ?? "").trim().slice(0, 100);
  const jobQ = (url.searchParams.get("job") ?? "").trim().slice(0, 100);
  const [clients, jobs] = await Promise.all([searchClients(clientQ), searchOpenJobs(jobQ)]);
  return { clientQ, jobQ, clients, jobs, messages: pageMessages(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "manageRequests" });
  const form = await readForm(request);
  const parsed = parseForm(AskForClientSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: typedValues(form) });
  const { clientId, jobId, contactMethod, note } = parsed.data;
  if (!(await findClient(clientId))) {
    return actionResult(request, 400, {
      errors: { clientId: "applications.validation.client" },
      values: typedValues(form),
    });
  }
  const result = await askForJob(user, { clientId, jobId, contactMethod, note: note ?? "" });
  if (result.ok) {
    throw await redirectWithToast(`/admin/applications/sent/${result.id}`, {
      type: "success",
      key: "applications.toast.createdForClient",
    });
  }
  if (result.requestId) {
    throw await redirectWithToast(`/admin/applications/sent/${result.requestId}`, {
      type: "error",
      key: "applications.error.clientAlreadyAsked",
    });
  }
  return actionResult(request, result.status, {
    values: typedValues(form),
    toast: { type: "error", key: result.error, vars: result.vars },
  });
}

/** One of the searched people or jobs, as radio buttons; a single match is chosen already. */
function SearchChoice(props: {
  name: string;
  legend: string;
  empty: string;
  choices: { id: string; label: ReactNode }[];
  chosen: string | undefined;
  error: MessageKey | undefined;
}) {
  const t = useT();
  const { choices } = props;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{props.legend}</legend>
      {choices.length === 0 ? (
        <p className="text-stone-700">{props.empty}</p>
      ) : (
        choices.map((choice) => (
          <label key={choice.id} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={props.name}
              value={choice.id}
              required
              defaultChecked={choices.length === 1 || props.chosen === choice.id}
              className="size-5 accent-orange-800"
            />
            <span>{choice.label}</span>
          </label>
        ))
      )}
      {props.error && <p className="text-sm font-medium text-red-800">{t(props.error)}</p>}
    </fieldset>
  );
}

export default function AdminNewRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const pending = useNavigation().state === "submitting";
  const { clientQ, jobQ, clients, jobs } = loaderData;
  const values = actionData?.values;
  const errors = actionData?.errors;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 p-4 md:p-6">
      <Link
        to="/admin/applications/sent"
        className="flex min-h-11 items-center self-start font-medium text-orange-900 underline"
      >
        {t("applications.new.back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("applications.new.title")}</h1>
      <p>{t("applications.new.intro")}</p>

      <Form method="get" role="search" className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200">
        <div className="flex flex-col gap-1">
          <label htmlFor="client-search" className="font-medium">
            {t("applications.new.clientSearch")}
          </label>
          <input
            id="client-search"
            name="client"
            type="search"
            defaultValue={clientQ}
            maxLength={100}
            className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="job-search" className="font-medium">
            {t("applications.new.jobSearch")}
          </label>
          <input
            id="job-search"
            name="job"
            type="search"
            defaultValue={jobQ}
            maxLength={100}
            className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
          />
        </div>
        <div>
          <button
            type="submit"
            className="min-h-11 rounded-md border border-orange-800 px-4 font-semibold text-orange-900 hover:bg-orange-50"
          >
            {t("applications.new.find")}
          </button>
        </div>
      </Form>

      <RefusalNotice toast={actionData?.toast} />
      <Form method="post" className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-stone-200">
        <SearchChoice
          name="clientId"
          legend={t("applications.new.client")}
          empty={clientQ ? t("applications.new.noClient") : t("applications.new.searchFirst")}
          choices={clients.map((client) => ({
            id: client.id,
            label: (
              <>
                {client.name} · <span dir="ltr">{client.email}</span>
              </>
            ),
          }))}
          chosen={values?.clientId}
          error={errors?.clientId}
        />
        <SearchChoice
          name="jobId"
          legend={t("applications.new.job")}
          empty={jobQ ? t("applications.new.noJob") : t("applications.new.searchFirst")}
          choices={jobs.map((job) => ({ id: job.id, label: `${job.title} · ${job.company} · ${job.location}` }))}
          chosen={values?.jobId}
          error={errors?.jobId}
        />
        <ContactFields errors={errors} values={values} />
        <div>
          <SubmitButton pending={pending} pendingLabel={t("applications.ask.sending")}>
            {t("applications.new.submit")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.new.title");
}
