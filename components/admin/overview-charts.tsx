"use client";

import { format, parse } from "date-fns";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { overviewMessages } from "@/lib/messages/overview";
import { formatPrice } from "@/lib/format/money";
import { useShop } from "@/components/shop/shop-context";
import type { DayFigures, DayUtilisation } from "@/lib/server/overview/business-overview";

const overviewText = overviewMessages;
const day = (iso: string) => format(parse(iso, "yyyy-MM-dd", new Date(0)), "MMM d");
const axis = { fill: "var(--muted-foreground)", fontSize: 12 };
// Legend text in the page's own colour: a light series colour would be faint on a light background.
const legend = { wrapperStyle: { fontSize: 12 }, formatter: (value: string) => <span style={{ color: "var(--foreground)" }}>{value}</span> };
const tooltip = {
  contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" },
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  cursor: { fill: "var(--muted)" },
};

/** Bookings (bars) and revenue in the shop's currency (line) per day over the last 30 days; takings in other currencies are in the figures and the table. */
export function BookingsRevenueChart({ data }: { data: DayFigures[] }) {
  const { currency } = useShop();
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="date" tickFormatter={day} tick={axis} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis yAxisId="bookings" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={32} />
        <YAxis yAxisId="revenue" orientation="right" tick={axis} tickLine={false} axisLine={false} width={56} tickFormatter={(value: number) => formatPrice(value, currency)} />
        <Tooltip {...tooltip} labelFormatter={(label) => day(String(label))} formatter={(value, name) => (name === overviewText.revenueIn(currency) ? formatPrice(Number(value), currency) : value)} />
        <Legend {...legend} />
        <Bar yAxisId="bookings" dataKey="bookings" name={overviewText.bookings} fill="var(--chart-1)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="revenue" dataKey="revenue" name={overviewText.revenueIn(currency)} stroke="var(--chart-2)" strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Bay-hours used and free per day over the next 14 days (bays × opening hours). */
export function UtilisationChart({ data }: { data: DayUtilisation[] }) {
  const hours = data.map((day) => ({ date: day.date, used: day.bayHours.used, free: Math.max(0, Math.round((day.bayHours.open - day.bayHours.used) * 100) / 100) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={hours} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="date" tickFormatter={day} tick={axis} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={32} />
        <Tooltip {...tooltip} labelFormatter={(label) => day(String(label))} formatter={(value) => overviewText.hours(Number(value))} />
        <Legend {...legend} />
        <Bar dataKey="used" name={overviewText.booked} stackId="slots" fill="var(--chart-1)" isAnimationActive={false} />
        <Bar dataKey="free" name={overviewText.free} stackId="slots" fill="var(--chart-3)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
