import { NoJobSelected } from "~/shared/job-ui/job-panes";

// The detail pane of /jobs and /jobsSaved before a job is chosen; the list
// route's loader checks who may see the page.
export default function JobsIndex() {
  return <NoJobSelected />;
}
