import * as z from "zod/mini";
import { maxChars } from "~/shared/form";
import { CONTACT_METHODS, NOTE_AUDIENCES, REQUEST_STATUSES } from "~/shared/constants";

// The forms of requests for help with a job, checked the same way in the
// browser and in the actions. Notes are plain text, stored as typed and shown
// escaped (React escapes every text it renders).

export const NOTE_LIMIT = 1000;

const note = z.string().check(z.trim(), maxChars(NOTE_LIMIT, "applications.validation.noteTooLong"));
// The version of the request the page showed; a write names it (see requests.server.ts).
const version = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, "applications.error.conflict")),
  z.transform((value) => Number(value)),
);
const id = z.string().check(maxChars(100), z.minLength(1, "validation.required"));

/** "I want this job": how staff should reach the client, and an optional note. */
export const AskForJobSchema = z.object({
  contactMethod: z.enum(CONTACT_METHODS, "applications.validation.contactMethod"),
  note: z.optional(note),
});

/** Staff asking for a job for a client at the office. */
export const AskForClientSchema = z.object({
  ...AskForJobSchema.shape,
  clientId: z.string().check(maxChars(100), z.minLength(1, "applications.validation.client")),
  jobId: z.string().check(maxChars(100), z.minLength(1, "applications.validation.job")),
});

export const WithdrawSchema = z.object({ requestId: id, version });

export const MoveSchema = z.object({
  version,
  status: z.enum(REQUEST_STATUSES, "applications.validation.status"),
  note: z.optional(note),
  // Who may read the note; a form without the choice keeps it internal.
  audience: z.optional(z.enum(NOTE_AUDIENCES, "applications.validation.audience")),
});

export const AssignSchema = z.object({
  version,
  assignee: z.string().check(maxChars(100), z.minLength(1, "applications.validation.assignee")),
  note: z.optional(note),
});

export const ShareSchema = z.object({ version, share: z.optional(z.literal("1")) });
