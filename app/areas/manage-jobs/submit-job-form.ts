import { JobFormSchema } from "./job-form-schema";
import { submitChecked } from "~/shared/client-action";
import { clearJobDraft } from "./job-draft";

/**
 * The job form's clientAction. The draft is forgotten only once the server has
 * saved the job, which it answers with a redirect.
 */
export async function submitJobForm<T>(
  request: Request,
  serverAction: () => Promise<T>,
  options: { clearDraftOnSuccess: boolean },
) {
  return submitChecked(JobFormSchema, request, async () => {
    try {
      return await serverAction();
    } catch (error) {
      if (options.clearDraftOnSuccess && error instanceof Response && error.status >= 300 && error.status < 400) {
        clearJobDraft();
      }
      throw error;
    }
  });
}
