import { addDaysIso, businessInstant, describeInstantIn, describeVisit, formatDisplayDate, isHourMinute, isIsoDate, todayIn } from "@/lib/format/time";

describe("business-local dates and times", () => {
  it("accepts only real calendar dates in YYYY-MM-DD form", () => {
    expect(isIsoDate("2026-11-22")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-13-45")).toBe(false);
    expect(isIsoDate("2026-1-5")).toBe(false);
    expect(isIsoDate("22-11-2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("accepts HH:MM times of a 24-hour day only", () => {
    expect(isHourMinute("00:00")).toBe(true);
    expect(isHourMinute("23:59")).toBe(true);
    expect(isHourMinute("24:00")).toBe(false);
    expect(isHourMinute("9:00")).toBe(false);
  });

  it("turns a local date and time into the exact instant in the business's zone", () => {
    expect(businessInstant("2026-11-22", "09:00", "UTC").toISOString()).toBe("2026-11-22T09:00:00.000Z");
    // Dhaka is UTC+6 all year.
    expect(businessInstant("2026-11-22", "09:00", "Asia/Dhaka").toISOString()).toBe("2026-11-22T03:00:00.000Z");
    // New York: UTC-4 in summer, UTC-5 in winter.
    expect(businessInstant("2026-07-01", "09:00", "America/New_York").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(businessInstant("2026-12-01", "09:00", "America/New_York").toISOString()).toBe("2026-12-01T14:00:00.000Z");
  });

  it("knows that it is already tomorrow in Dhaka late in a UTC evening", () => {
    const lateEvening = new Date("2026-11-22T20:30:00.000Z");
    expect(todayIn("UTC", lateEvening)).toBe("2026-11-22");
    expect(todayIn("Asia/Dhaka", lateEvening)).toBe("2026-11-23");
  });

  it("adds days across month and year ends", () => {
    expect(addDaysIso("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("shows dates as MMM dd yyyy", () => {
    expect(formatDisplayDate("2026-01-05")).toBe("Jan 05 2026");
  });
});

describe("a visit's time in an email", () => {
  it("gives the weekday, the end as long as the service takes, and the shop's zone with its offset", () => {
    expect(describeVisit(new Date("2026-11-23T04:00:00Z"), 45, "Asia/Dhaka")).toBe("Monday, Nov 23 2026, 10:00 to 10:45 (Asia/Dhaka, GMT+6)");
    expect(describeVisit("2026-07-01T08:30:00Z", 90, "Europe/Berlin")).toBe("Wednesday, Jul 01 2026, 10:30 to 12:00 (Europe/Berlin, GMT+2)");
    expect(describeVisit("2026-11-23T10:00:00Z", 60, "UTC")).toBe("Monday, Nov 23 2026, 10:00 to 11:00 (UTC)");
  });

  it("says until when, with the weekday and the zone", () => {
    expect(describeInstantIn("2026-11-23T08:05:00Z", "Asia/Dhaka")).toBe("Monday, Nov 23 2026, 14:05 (Asia/Dhaka, GMT+6)");
  });
});
