import { areaStrings } from "~/shared/i18n/catalog.server";

/** What this area's pages show: its own strings and the search summary the digests use too, and the form fields' messages. */
export const pageMessages = areaStrings("jobAlerts", ["alertMail", "validation", "signUp"]);
