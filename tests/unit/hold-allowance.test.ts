import { waitAfterAbandoned } from "@/lib/server/holds/allowance";

const MINUTE = 60_000;

describe("the wait after holds given up unpaid", () => {
  it("is nothing for the first in a day, then 5 minutes, three times as long for each further one", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(waitAfterAbandoned)).toEqual([0, 0, 5 * MINUTE, 15 * MINUTE, 45 * MINUTE, 135 * MINUTE, 405 * MINUTE, 1215 * MINUTE]);
  });

  it("is never more than a day", () => {
    expect(waitAfterAbandoned(8)).toBe(24 * 60 * MINUTE);
    expect(waitAfterAbandoned(500)).toBe(24 * 60 * MINUTE);
  });
});
