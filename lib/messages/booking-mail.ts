/** The emails about a booking after it was made. */
export const bookingMailMessages = {
  offerSubject: (service: string, shop: string) => `A place freed up: ${service} (${shop})`,
  offerText: (d: { name: string; service: string; when: string; until: string; link: string }) =>
    [
      `Hello ${d.name},`,
      "",
      `A place has freed up in ${d.service} on ${d.when}, and you were first on its waitlist.`,
      `It is held for you alone until ${d.until}. Claim it and pay here:`,
      d.link,
      "",
      "If you do not claim it by then, it passes to the next customer waiting.",
    ].join("\n"),
  cancelledSubject: (service: string, shop: string) => `Your ${shop} booking was cancelled: ${service}`,
  cancelledText: (d: { name: string; service: string; when: string; byShop: boolean; reason: string | null; money: string; reference: string; link: string }) =>
    `Hello ${d.name},\n\nYour booking of ${d.service} on ${d.when} has been cancelled${d.byShop ? " by the shop" : ", as you asked"}.${
      d.reason ? `\n\nThe shop's reason: "${d.reason}"` : ""
    }${d.money ? `\n\n${d.money}` : ""}\n\nThe attached calendar file removes it from your calendar. Booking reference: ${d.reference}\nYour bookings: ${d.link}`,
  refundComing: (amount: string) => `Your payment of ${amount} is being refunded in full; we will email you when it is done.`,
  refundByShop: (amount: string) =>
    `Your payment of ${amount} was not made online, so the shop will refund it to you directly. If you have not heard from them within a few days, please reply to this email or call the shop.`,
  refundWaived: (amount: string) => `Your payment of ${amount} was not refunded. If you think it should be, please reply to this email or call the shop.`,
  rescheduledSubject: (service: string, shop: string) => `Your ${shop} booking has moved: ${service}`,
  rescheduledText: (d: { name: string; service: string; from: string; to: string; reference: string; link: string }) =>
    `Hello ${d.name},\n\nYour booking of ${d.service} has moved.\n\nWas: ${d.from}\nNow: ${d.to}\n\nNothing more is charged. The attached calendar file moves the event in your calendar. Booking reference: ${d.reference}\nYour bookings: ${d.link}`,
  refundedSubject: (shop: string) => `Your ${shop} payment was refunded`,
  refundedText: (d: { name: string; service: string; when: string; amount: string }) =>
    `Hello ${d.name},\n\nWe have refunded ${d.amount} in full for your cancelled booking of ${d.service} (${d.when}). Depending on your bank, it can take 5 to 10 days to show on your statement.`,
  refundRecordedSubject: (shop: string) => `Your ${shop} refund has been recorded`,
  refundRecordedText: (d: { name: string; service: string; when: string; amount: string; how: string }) =>
    `Hello ${d.name},\n\nThe shop has refunded ${d.amount} to you ${d.how} for your cancelled booking of ${d.service} (${d.when}), and the refund has been recorded.`,
  refundHow: { cash: "in cash", card: "to your card", transfer: "by bank or mobile transfer", other: "directly" },
  serviceRemovedRefundText: (d: { name: string; service: string; when: string; amount: string }) =>
    `Hello ${d.name},\n\nYour payment of ${d.amount} for ${d.service} (${d.when}) arrived after the shop stopped offering this service, so the booking was not confirmed. We have refunded the full amount.`,
  reminderSubject: (service: string, before: string) => `Reminder: ${service} in ${before}`,
  reminderText: (d: { name: string; service: string; when: string; before: string; reference: string; link: string; notice: string }) =>
    `Hello ${d.name},\n\nA reminder: your booking of ${d.service} starts in ${d.before}, on ${d.when}.\n\n${d.notice}\n\nBooking reference: ${d.reference}\nYour bookings: ${d.link}`,
  reminderNotice: (hours: number) => `To cancel or move it, use My Bookings until ${hours} ${hours === 1 ? "hour" : "hours"} before the start; after that, please call the shop.`,
} as const;
