import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { hashPassword } from "../../lib/server/auth/password";
import { addDaysIso, businessInstant, dateColumn, todayIn } from "../../lib/format/time";
import { demoPhoto } from "../../prisma/demo-photos";
import {
  demoAccounts,
  demoAddOns,
  demoBusiness,
  demoClassPrices,
  demoHistoryDays,
  demoPages,
  demoReviewers,
  demoReviews,
  demoBays,
  demoScheduleDays,
  demoServices,
  demoVehicleClasses,
} from "../../prisma/demo-data";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const pad = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * Fills an empty database with the demo business, a shop in Dhaka: services
 * priced by vehicle class with their add-ons (docs/vehicles.md), two weeks of hourly slots within its opening hours (some booked, some
 * cancelled; none on the day it is closed) in three bays and a month of past
 * ones with their paid bookings (each paid a few minutes after it was made,
 * days before its slot), a demo admin and customer, a few more customers
 * and their reviews. Does nothing unless the database has neither users nor
 * services. `timeZone` puts the same shop in another zone (the test suite
 * keeps UTC, in which its tests write their times).
 */
export async function seedDemoData(url: string, options: { timeZone?: string; now?: Date } = {}): Promise<boolean> {
  const timeZone = options.timeZone ?? demoBusiness.timeZone;
  const now = options.now ?? new Date();
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    if ((await db.user.count()) > 0 || (await db.service.count()) > 0) return false;

    const [adminHash, customerHash, ...reviewerHashes] = await Promise.all([
      hashPassword(demoAccounts.admin.password),
      hashPassword(demoAccounts.customer.password),
      ...demoReviewers.map((person) => hashPassword(`Demo#${person.firstName}2026`)),
    ]);

    await db.$transaction(async (tx) => {
      await tx.user.create({ data: { ...withoutPassword(demoAccounts.admin), role: "admin", passwordHash: adminHash, createdAt: new Date(now.getTime() - 400 * DAY) } });
      const customers = [
        await tx.user.create({ data: { ...withoutPassword(demoAccounts.customer), role: "user", passwordHash: customerHash, createdAt: new Date(now.getTime() - 120 * DAY) } }),
      ];
      for (const [index, person] of demoReviewers.entries()) {
        customers.push(
          await tx.user.create({
            data: {
              ...person,
              email: `${person.firstName.toLowerCase()}.${person.lastName.toLowerCase()}@example.com`,
              phone: `+88017110001${String(index).padStart(2, "0")}`,
              address: "Dhaka, Bangladesh",
              role: "user",
              passwordHash: reviewerHashes[index],
              createdAt: new Date(now.getTime() - (200 - index * 20) * DAY),
            },
          }),
        );
      }

      // Older services first, so "newest first" and "by price" differ.
      const services = [];
      for (const [index, service] of demoServices.entries()) {
        services.push(
          await tx.service.create({
            data: {
              name: service.name,
              description: service.description,
              priceCents: service.priceCents,
              duration: service.duration,
              isFeatured: service.featured,
              createdAt: new Date(now.getTime() - (60 - index * 3) * DAY),
            },
          }),
        );
      }

      // Each demo service has its drawing as its cover photo (files in public/images/services).
      for (const [index, service] of services.entries()) {
        const photo = demoPhoto(demoServices[index].name, demoServices[index].description);
        await tx.servicePhoto.create({ data: { serviceId: service.id, alt: photo.alt, position: 0, isCover: true, width: photo.width, height: photo.height, variants: photo.variants } });
      }

      // The vehicle classes (the migration's default class becomes the first), prices by class and add-ons.
      const [first, ...others] = demoVehicleClasses;
      const defaultClass = await tx.vehicleClass.update({ where: { id: (await tx.vehicleClass.findFirstOrThrow({ where: { isDefault: true } })).id }, data: { ...first, position: 0 } });
      const classIds = new Map([[defaultClass.name, defaultClass.id]]);
      for (const [index, vehicleClass] of others.entries()) classIds.set(vehicleClass.name, (await tx.vehicleClass.create({ data: { ...vehicleClass, position: index + 1 } })).id);
      const serviceIds = new Map(services.map((service) => [service.name, service.id]));
      await tx.servicePrice.createMany({
        data: Object.entries(demoClassPrices).flatMap(([serviceName, byClass]) =>
          Object.entries(byClass).map(([className, price]) => ({
            serviceId: serviceIds.get(serviceName)!,
            vehicleClassId: classIds.get(className)!,
            priceCents: price?.priceCents ?? null,
            duration: price?.duration ?? null,
          })),
        ),
      });
      for (const [position, addOn] of demoAddOns.entries()) {
        await tx.addOn.create({
          data: {
            name: addOn.name,
            description: addOn.description,
            priceCents: addOn.priceCents,
            minutes: addOn.minutes,
            serviceIds: addOn.services.map((name) => serviceIds.get(name)!),
            position,
            prices: { create: Object.entries(addOn.prices).map(([className, priceCents]) => ({ vehicleClassId: classIds.get(className)!, priceCents })) },
          },
        });
      }

      const today = todayIn(timeZone, now);
      const slots = [];
      for (const [serviceIndex, service] of services.entries()) {
        for (let day = -demoHistoryDays; day < demoScheduleDays; day++) {
          const date = addDaysIso(today, day);
          const hours = demoBusiness.openingHours.find((opening) => opening.weekday === new Date(`${date}T00:00:00Z`).getUTCDay())!;
          if (hours.closed) continue;
          for (let hour = Number(hours.open.slice(0, 2)); hour < Number(hours.close.slice(0, 2)); hour++) {
            const n = serviceIndex * 131 + day * 17 + hour;
            const status = day < 0 ? pastStatus(n, date) : n % 7 === 0 ? "booked" : n % 11 === 0 ? "cancel" : "available";
            slots.push({
              serviceId: service.id,
              date: dateColumn(date),
              startTime: pad(hour),
              endTime: pad(hour + 1),
              startsAt: businessInstant(date, pad(hour), timeZone),
              endsAt: businessInstant(date, pad(hour + 1), timeZone),
              status: status as "booked" | "cancel" | "available",
            });
          }
        }
      }
      // The demo shop's three bays, each able to do every service (the migration's first bay included).
      await tx.bay.deleteMany({});
      const bays: { id: string }[] = [];
      for (const [position, name] of demoBays.entries()) bays.push(await tx.bay.create({ data: { name, position, serviceIds: [] } }));
      // A booked hour takes the next free bay; with every bay taken at that hour, the slot stays open instead.
      const taken = new Map<number, number>();
      for (const slot of slots) {
        if (slot.status !== "booked") continue;
        const used = taken.get(slot.startsAt.getTime()) ?? 0;
        if (used >= bays.length) slot.status = "available";
        else taken.set(slot.startsAt.getTime(), used + 1);
      }
      const created = await tx.slot.createManyAndReturn({ data: slots, select: { id: true, serviceId: true, status: true, startsAt: true, endsAt: true } });
      const priceOf = new Map(services.map((service) => [service.id, service.priceCents]));
      const nameOf = new Map(services.map((service) => [service.id, service.name]));
      const bayAt = new Map<number, number>();
      const nextBay = (at: Date) => {
        const index = bayAt.get(at.getTime()) ?? 0;
        bayAt.set(at.getTime(), index + 1);
        return bays[index].id;
      };
      // Each for the default class without add-ons: its service's line at its price, for its slot's length.
      const booked = await tx.booking.createManyAndReturn({
        select: { id: true, serviceId: true, amountCents: true, occupiedFrom: true, occupiedUntil: true },
        data: created
          .filter((slot) => slot.status === "booked")
          .map((slot, index) => {
            // Made two to three days before its slot (or, for a slot that near, a while ago), and paid minutes later.
            const madeAt = new Date(Math.min(slot.startsAt.getTime() - 2 * DAY - (index % 9) * 3 * HOUR, now.getTime() - (30 + (index % 90)) * MINUTE));
            return {
              customerId: customers[index % customers.length].id,
              serviceId: slot.serviceId,
              slotId: slot.id,
              bayId: nextBay(slot.startsAt),
              occupiedFrom: slot.startsAt,
              occupiedUntil: slot.endsAt,
              amountCents: priceOf.get(slot.serviceId)!,
              vehicleClassId: defaultClass.id,
              payment: "paid" as const,
              status: slot.endsAt <= now ? ("complete" as const) : ("confirm" as const),
              createdAt: madeAt,
              paidAt: new Date(madeAt.getTime() + (2 + (index % 7)) * MINUTE),
              paymentProvider: "demo",
            };
          }),
      });
      await tx.bookingItem.createMany({
        data: booked.map((booking) => ({
          bookingId: booking.id,
          kind: "service",
          name: nameOf.get(booking.serviceId)!,
          priceCents: booking.amountCents,
          minutes: Math.round((booking.occupiedUntil!.getTime() - booking.occupiedFrom!.getTime()) / MINUTE),
        })),
      });

      // Shown, as reviews the shop approved long ago.
      await tx.review.createMany({
        data: demoReviews.map((review, index) => {
          const createdAt = new Date(now.getTime() - (demoReviews.length - index) * 2 * DAY);
          return { userId: customers[index % customers.length].id, rating: review.rating, comment: review.comment, createdAt, approvedAt: createdAt };
        }),
      });

      // The demo shop's own details and pages (an admin changes them in Business Settings).
      await tx.businessSettings.upsert({ where: { id: 1 }, create: { id: 1, ...demoBusiness, timeZone }, update: {} });
      for (const [slug, markdown] of Object.entries(demoPages)) {
        await tx.contentPage.upsert({ where: { slug }, create: { slug, markdown }, update: {} });
      }
    }, { timeout: 60_000 });
    return true;
  } finally {
    await db.$disconnect();
  }
}

/** A past slot: busier than the future so far, and busiest on Dhaka's weekend (Friday and Saturday), in a fixed pattern. */
function pastStatus(n: number, date: string): "booked" | "cancel" | "available" {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const share = weekday === 5 || weekday === 6 ? 0.6 : 0.25 + (weekday % 3) * 0.08;
  const draw = Math.abs(Math.sin(n * 12.9898) * 43758.5453) % 1;
  return draw < share ? "booked" : n % 11 === 0 ? "cancel" : "available";
}

function withoutPassword<T extends { password: string }>(account: T): Omit<T, "password"> {
  const { password: _password, ...rest } = account;
  void _password;
  return rest;
}

/**
 * The test suite's shop: the demo's three bays and `extra` more, each able to
 * do every service, so that the many tests that book at the same hours never
 * compete for a bay; the tests of bays arrange the shop they need.
 */
export async function seedSuiteBays(url: string, extra: number): Promise<void> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const last = await db.bay.aggregate({ _max: { position: true } });
    const first = (last._max.position ?? -1) + 1;
    await db.bay.createMany({ data: Array.from({ length: extra }, (_, index) => ({ name: `Suite bay ${index + 1}`, position: first + index, serviceIds: [] })) });
  } finally {
    await db.$disconnect();
  }
}
