import * as z from "zod/mini";
import { maxChars } from "~/shared/form";
import { ALERT_FREQUENCIES, MESSAGE_CHANNELS } from "~/shared/constants";
import { MAX_ALERT_QUERY } from "~/shared/job-ui/alert-query";

// The job alert forms, checked in the action. The search itself is checked afterwards with the
// job list's parser (checkAlertQuery), which needs to know whether the client has an address.

const frequency = z.enum(ALERT_FREQUENCIES, "jobAlerts.error.frequency");

/** "Tell me about new jobs like these": the list's query string, how often, how. */
export const NewAlertSchema = z.object({
  query: z.string().check(maxChars(MAX_ALERT_QUERY, "jobAlerts.error.invalidSearch")),
  frequency,
  channel: z.enum(MESSAGE_CHANNELS, "validation.required"),
  // Staff name the client; a client's own alert ignores it.
  clientId: z.optional(z.string().check(maxChars(100))),
});

export const AlertIdSchema = z.object({ alertId: z.string().check(maxChars(100)) });

export const AlertFrequencySchema = z.object({ ...AlertIdSchema.shape, frequency });
