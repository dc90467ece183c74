import { describe, expect, it } from "vitest";
import { REQUEST_STATUSES, type RequestStatus } from "~/shared/constants";
import { canMove, clientMayWithdraw, mayAskAgain, staffMoves } from "./request-status";

// Rows: from; columns: to, in the order of REQUEST_STATUSES
// (sent, working, applied, interview, hired, notSelected, withdrawn, positionFilled).
const Y = true;
const _ = false;
const TABLE: Record<RequestStatus, boolean[]> = {
  sent: [_, Y, Y, _, _, Y, Y, Y],
  working: [_, _, Y, _, _, Y, Y, Y],
  applied: [_, _, _, Y, Y, Y, Y, Y],
  interview: [_, _, _, _, Y, Y, Y, Y],
  hired: [_, _, _, _, _, _, _, _],
  notSelected: [_, _, _, _, _, _, _, _],
  withdrawn: [Y, _, _, _, _, _, _, _],
  positionFilled: [_, _, _, _, _, _, _, _],
};

const cases = REQUEST_STATUSES.flatMap((from) =>
  REQUEST_STATUSES.map((to, i) => [from, to, TABLE[from][i] as boolean] as const),
);

describe("request transitions: from × to", () => {
  it("covers every pair", () => {
    expect(cases).toHaveLength(REQUEST_STATUSES.length ** 2);
  });

  it.each(cases)("%s -> %s: %s", (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });
});

describe("staffMoves", () => {
  it.each(REQUEST_STATUSES.map((from) => [from] as const))(
    "from %s lists the table's moves but asking again and position filled (marking the job filled does that)",
    (from) => {
      expect(staffMoves(from)).toEqual(
        REQUEST_STATUSES.filter((to, i) => TABLE[from][i] && to !== "sent" && to !== "positionFilled"),
      );
    },
  );

  it("offers nothing after an outcome", () => {
    expect([staffMoves("hired"), staffMoves("notSelected"), staffMoves("withdrawn")]).toEqual([[], [], []]);
  });
});

describe("the client's own steps", () => {
  it.each(REQUEST_STATUSES.map((status) => [status, status === "sent", status === "withdrawn"] as const))(
    "%s: withdraw %s, ask again %s",
    (status, withdraw, askAgain) => {
      expect(clientMayWithdraw(status)).toBe(withdraw);
      expect(mayAskAgain(status)).toBe(askAgain);
    },
  );
});
