import { areaStrings } from "~/shared/i18n/catalog.server";

/** What this area's pages show: its own strings and these shared parts. */
export const pageMessages = areaStrings("manageJobs", ["jobs", "picker", "requestStatus", "signUp", "validation"]);
