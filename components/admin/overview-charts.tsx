"use client";

import { format, parse } from "date-fns";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useSection } from "@/components/providers/section-words-context";
import { overviewMessages } from "@/lib/messages/overview";
import { localDigits } from "@/lib/format/fill";
import { formatPrice } from "@/lib/format/money";
import { intlTagOf, type Writing } from "@/lib/format/writing";
import { useShop } from "@/components/shop/shop-context";
import type { DayFigures, DayUtilisation } from "@/lib/server/overview/business-overview";

const axis = { fill: "var(--muted-foreground)", fontSize: 12 };
// Legend text in the page's own colour: a light series colour would be faint on a light background.
const legend = { wrapperStyle: { fontSize: 12 }, formatter: (value: string) => <span style={{ color: "var(--foreground)" }}>{value}</span> };
const tooltip = {
  contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" },
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  cursor: { fill: "var(--muted)" },
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * How the charts write a day and a count in the page's language (`writing`, from the page): 'Nov 5' and
 * '12' in English, as ever; '৫ নভে' and '১২' in Bangla (Latin digits when the shop chose them).
 */
function chartWriting(writing?: Writing) {
  const tag = intlTagOf(writing);
  if (!tag) return { day: (iso: string) => format(parse(iso, "yyyy-MM-dd", new Date(0)), "MMM d"), count: (value: unknown) => String(value) };
  let days = dayFormats.get(tag);
  if (!days) {
    days = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" });
    dayFormats.set(tag, days);
  }
  const formatter = days;
  return { day: (iso: string) => formatter.format(new Date(`${iso}T00:00:00Z`)), count: (value: unknown) => localDigits(String(value), tag) };
}

/** Bookings (bars) and revenue in the shop's currency (line) per day over the last 30 days; takings in other currencies are in the figures and the table. */
export function BookingsRevenueChart({ data, writing }: { data: DayFigures[]; writing?: Writing }) {
  const overviewText = useSection(overviewMessages, "overview");
  const { currency } = useShop();
  const { day, count } = chartWriting(writing);
  const revenueName = overviewText.revenueIn(currency);
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="date" tickFormatter={day} tick={axis} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis yAxisId="bookings" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={32} tickFormatter={count} />
        <YAxis yAxisId="revenue" orientation="right" tick={axis} tickLine={false} axisLine={false} width={56} tickFormatter={(value: number) => formatPrice(value, currency, writing)} />
        <Tooltip {...tooltip} labelFormatter={(label) => day(String(label))} formatter={(value, name) => (name === revenueName ? formatPrice(Number(value), currency, writing) : count(value))} />
        <Legend {...legend} />
        <Bar yAxisId="bookings" dataKey="bookings" name={overviewText.bookings} fill="var(--chart-1)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="revenue" dataKey="revenue" name={revenueName} stroke="var(--chart-2)" strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Bay-hours used and free per day over the next 14 days (bays × opening hours). */
export function UtilisationChart({ data, writing }: { data: DayUtilisation[]; writing?: Writing }) {
  const overviewText = useSection(overviewMessages, "overview");
  const { day, count } = chartWriting(writing);
  const hours = data.map((day) => ({ date: day.date, used: day.bayHours.used, free: Math.max(0, Math.round((day.bayHours.open - day.bayHours.used) * 100) / 100) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={hours} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="date" tickFormatter={day} tick={axis} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={32} tickFormatter={count} />
        <Tooltip {...tooltip} labelFormatter={(label) => day(String(label))} formatter={(value) => overviewText.hours(Number(value))} />
        <Legend {...legend} />
        <Bar dataKey="used" name={overviewText.booked} stackId="slots" fill="var(--chart-1)" isAnimationActive={false} />
        <Bar dataKey="free" name={overviewText.free} stackId="slots" fill="var(--chart-3)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
