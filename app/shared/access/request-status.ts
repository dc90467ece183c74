import type { RequestStatus } from "~/shared/constants";

// Where a request for help with a job may go from each status. Staff move it
// along; "hired", "notSelected" and "positionFilled" (the job's openings were
// all filled by others, set when staff mark the job filled) are final, so an outcome once recorded
// stands (a mistake is a new request, not a rewritten history). A withdrawn
// request goes back to "sent" only when the client asks for the job again,
// which reuses the row (one request per client and job).
const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  sent: ["working", "applied", "notSelected", "withdrawn", "positionFilled"],
  working: ["applied", "notSelected", "withdrawn", "positionFilled"],
  applied: ["interview", "hired", "notSelected", "withdrawn", "positionFilled"],
  interview: ["hired", "notSelected", "withdrawn", "positionFilled"],
  hired: [],
  notSelected: [],
  withdrawn: ["sent"],
  positionFilled: [],
};

/** The statuses staff may move a request to from `from` (asking again is the client's own step). */
export function staffMoves(from: RequestStatus): RequestStatus[] {
  return NEXT[from].filter((to) => to !== "sent" && to !== "positionFilled");
}

export function canMove(from: RequestStatus, to: RequestStatus): boolean {
  return NEXT[from].includes(to);
}

/** A client may take back a request only while staff have not acted on it. */
export function clientMayWithdraw(status: RequestStatus): boolean {
  return status === "sent";
}

/** Asking again for a job: only a withdrawn request comes back; any other still stands. */
export function mayAskAgain(status: RequestStatus): boolean {
  return canMove(status, "sent");
}
