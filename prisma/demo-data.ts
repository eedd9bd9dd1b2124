/** The demo catalogue: the old site's example services; the first six are the featured ones. */
export const demoServices = [
  { name: "Interior Cleaning", priceCents: 5000, duration: 30, featured: true, description: "Vacuuming, dashboard and console wipe-down, glass cleaning and floor mats refreshed, so the inside of your car feels new again." },
  { name: "Full Exterior Detailing", priceCents: 15000, duration: 60, featured: true, description: "Hand wash, clay bar decontamination, machine polish and a protective wax layer for a deep, lasting shine." },
  { name: "Engine Service", priceCents: 10000, duration: 45, featured: true, description: "Engine bay inspection, filter checks, fluid top-ups and a diagnostic scan to keep your engine running smoothly." },
  { name: "Oil Change", priceCents: 3000, duration: 20, featured: true, description: "Drain and replace engine oil with the grade your manufacturer recommends, plus a new oil filter." },
  { name: "Ceramic Coating", priceCents: 20000, duration: 90, featured: true, description: "Paint correction followed by a ceramic coating that repels water and dirt and protects the paint for years." },
  { name: "Battery Check", priceCents: 2000, duration: 30, featured: true, description: "Battery health test, terminal cleaning and charging-system check, so you are never stranded on a cold morning." },
  { name: "Exterior Cleaning", priceCents: 4000, duration: 45, featured: false, description: "Foam pre-wash, hand wash, wheel and tyre cleaning and a streak-free dry for a clean car in under an hour." },
  { name: "Car Care Advice", priceCents: 1500, duration: 20, featured: false, description: "A one-to-one session with a technician: maintenance schedule, noises, warning lights and what to fix first." },
  { name: "Tyre Rotation", priceCents: 3500, duration: 30, featured: false, description: "Rotate all four tyres for even wear, check tread depth and set the pressures to specification." },
  { name: "Headlight Restoration", priceCents: 4500, duration: 40, featured: false, description: "Remove yellowing and haze from headlight lenses and seal them with a UV-resistant clear coat." },
  { name: "Upholstery Shampoo", priceCents: 8000, duration: 60, featured: false, description: "Deep shampoo and hot-water extraction for fabric seats and carpets, removing stains and odours." },
  { name: "Wax and Polish", priceCents: 6000, duration: 50, featured: false, description: "A machine polish to lift light swirls followed by a carnauba wax for gloss and protection." },
  { name: "AC Service", priceCents: 7000, duration: 45, featured: false, description: "Air-conditioning performance check, refrigerant top-up and cabin filter replacement for cool, fresh air." },
  { name: "Windshield Treatment", priceCents: 2500, duration: 20, featured: false, description: "Glass decontamination and a hydrophobic coating that makes rain bead off the windshield." },
] as const;

export const demoAccounts = {
  admin: { firstName: "Ayesha", lastName: "Rahman", email: "admin@spotless.test", password: "Admin#2026", phone: "+8801711000001", address: "House 1, Road 2, Gulshan, Dhaka" },
  customer: { firstName: "Karim", lastName: "Hossain", email: "customer@spotless.test", password: "Customer#2026", phone: "+8801711000002", address: "House 5, Road 11, Dhanmondi, Dhaka" },
} as const;

export const demoReviewers = [
  { firstName: "Nusrat", lastName: "Jahan" },
  { firstName: "Tanvir", lastName: "Ahmed" },
  { firstName: "Farhana", lastName: "Islam" },
  { firstName: "Rafiq", lastName: "Uddin" },
  { firstName: "Sadia", lastName: "Akter" },
  { firstName: "Imran", lastName: "Chowdhury" },
] as const;

export const demoReviews = [
  { rating: 5, comment: "The interior looks brand new. They even cleaned the seat rails!" },
  { rating: 4, comment: "Quick oil change, friendly staff, and they explained everything clearly." },
  { rating: 5, comment: "Ceramic coating was worth every dollar. Rain just slides off now." },
  { rating: 3, comment: "Good exterior wash, but I waited fifteen minutes past my slot." },
  { rating: 5, comment: "Booking online took a minute and the car was ready on time." },
  { rating: 4, comment: "Battery check found a loose terminal I had no idea about. Thanks!" },
  { rating: 5, comment: "Best detailing in town. The paint has not looked this good in years." },
  { rating: 2, comment: "The wax was fine but a few spots on the bumper were missed." },
  { rating: 4, comment: "Engine service was thorough and the price matched the website." },
  { rating: 5, comment: "Headlights are crystal clear again, night driving is so much better." },
  { rating: 5, comment: "They got coffee stains out of my seats that I thought were permanent." },
  { rating: 4, comment: "Tyre rotation done quickly, and they checked the pressures too." },
  { rating: 3, comment: "Decent service overall, though the waiting area could be cleaner." },
  { rating: 5, comment: "The advice session saved me from an expensive repair I did not need." },
  { rating: 4, comment: "AC blows cold again after the service. Fair price for the work." },
  { rating: 5, comment: "Windshield treatment is great, wipers barely needed in the rain." },
  { rating: 1, comment: "My slot was moved without notice. The wash itself was okay though." },
  { rating: 5, comment: "Friendly team, spotless results, and easy to book a slot online." },
  { rating: 4, comment: "Upholstery shampoo removed the dog smell completely. Recommended." },
  { rating: 5, comment: "Third visit this year and the quality is consistently excellent." },
] as const;

/** Days of hourly slots ahead, within each day's opening hours (none on Sunday, when the shop is closed). */
export const demoScheduleDays = 14;

/** The demo shop's bays: three, each able to do every service. */
export const demoBays = ["Bay 1", "Bay 2", "Bay 3"];
/** Days of past slots and bookings, so that the admin overview has a history to show. */
export const demoHistoryDays = 30;

/** The demo shop's own details (Business Settings). Fictional: the address, numbers and links lead nowhere real. */
export const demoBusiness = {
  businessName: "Spotless Car Care",
  tagline: "Car care and cleaning, booked in a minute",
  address: "House 12, Road 7, Gulshan 1\nDhaka 1212, Bangladesh",
  phone: "+880 2-5505-0123",
  email: "hello@spotless.example",
  socialLinks: { facebook: "https://www.facebook.com/spotless.example", instagram: "https://www.instagram.com/spotless.example" },
  // Monday to Saturday, 09:00 to 17:00 (the demo's slots, and the schedule generator's hours); closed on Sunday.
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: "09:00", close: "17:00", closed: weekday === 0 })),
  // A shop in Dhaka keeps Dhaka's time. Its prices stay in US dollars, as the catalogue's prices are written.
  timeZone: "Asia/Dhaka",
  currency: "USD",
  cancellationNoticeHours: 24,
  reminderOffsetsMinutes: [1440, 120],
  holdMinutes: 30,
};

/** First versions of the FAQ and policy pages (admins edit them in Markdown). */
export const demoPages = {
  faq: `Quick answers about booking, paying and visiting us. Anything else? Write to [hello@spotless.example](mailto:hello@spotless.example).

## How do I book a service?

Open a service, pick a day and a free time slot, and press **Book This Service**. You pay online to confirm it; the slot is held for you while you pay.

## Which payment methods do you accept?

Cards, through our secure online checkout. We never see or store your card number.

## Can I cancel or move my booking?

Yes, from **My Bookings**, up to {{cancelNotice}} before your slot starts. After that, please call us and we will do our best.

## How long does a service take?

Each service shows its duration. Please arrive five minutes early so that we can start on time.

## Do I need to empty my car?

Please take out valuables and loose items. We take care with everything else, but we cannot be responsible for items left in the car.

## Where are you?

House 12, Road 7, Gulshan 1, Dhaka. Parking is available in front of the shop.
`,
  privacy: `We collect only what we need to run your bookings, and we never sell it.

## What we collect

- Your name, email address, phone number and address, when you register.
- Your bookings and payments (the amount and its status; card details stay with our payment provider).
- Reviews you write, with your name.

## Why

To take and manage your bookings, send you confirmations and reminders, and answer your questions.

## How long we keep it

As long as you have an account, and afterwards only what the law asks us to keep (payment records).

## Cookies

We use cookies only to keep you signed in and to remember where you were going. No advertising or tracking cookies.

## Your rights

You may ask to see, correct or delete your data at any time: write to [hello@spotless.example](mailto:hello@spotless.example).
`,
  terms: `By booking with us you agree to these terms.

## Bookings

A booking is confirmed once it is paid. Your slot is held for you for {{hold}} while you pay; if the payment does not arrive in time, the slot is released.

## Cancellations and changes

You may cancel or move a booking from **My Bookings** until {{cancelNotice}} before it starts; a cancelled booking is refunded in full. Later changes are at our discretion.

## Prices

Prices are shown on each service and include everything described there. The price you pay is the one shown at checkout.

## Your vehicle

Please remove valuables before your visit. Tell us about any damage or special care your car needs before we start.

## Contact

Questions about these terms: [hello@spotless.example](mailto:hello@spotless.example).
`,
};

/**
 * The demo shop's vehicle classes, in order; the first is the default (the migration's first class,
 * renamed), whose prices and durations are the services' own.
 */
export const demoVehicleClasses = [
  { name: "Hatchback / Sedan", description: "Hatchbacks, saloons and estates: most family cars." },
  { name: "SUV / Crossover", description: "Higher and longer cars: crossovers, SUVs and 7-seaters." },
  { name: "Pickup / Van", description: "Pickups, minivans and panel vans." },
  { name: "Motorbike", description: "Motorbikes and scooters." },
];

type ClassPrice = { priceCents: number; duration: number } | null;

/**
 * What bigger (and smaller) vehicles cost and take, by service name and class name; a service or
 * class left out costs what the default class does, and null is "not offered".
 */
export const demoClassPrices: Record<string, Record<string, ClassPrice>> = {
  "Interior Cleaning": { "SUV / Crossover": { priceCents: 6500, duration: 40 }, "Pickup / Van": { priceCents: 7500, duration: 45 }, Motorbike: null },
  "Full Exterior Detailing": { "SUV / Crossover": { priceCents: 19000, duration: 80 }, "Pickup / Van": { priceCents: 22000, duration: 90 }, Motorbike: { priceCents: 8000, duration: 40 } },
  "Engine Service": { "Pickup / Van": { priceCents: 12000, duration: 55 }, Motorbike: { priceCents: 6000, duration: 30 } },
  "Oil Change": { "SUV / Crossover": { priceCents: 3500, duration: 20 }, "Pickup / Van": { priceCents: 4000, duration: 25 }, Motorbike: { priceCents: 2000, duration: 15 } },
  "Ceramic Coating": { "SUV / Crossover": { priceCents: 26000, duration: 120 }, "Pickup / Van": { priceCents: 30000, duration: 135 }, Motorbike: { priceCents: 9000, duration: 45 } },
  "Exterior Cleaning": { "SUV / Crossover": { priceCents: 5000, duration: 55 }, "Pickup / Van": { priceCents: 5500, duration: 60 }, Motorbike: { priceCents: 2500, duration: 25 } },
  "Tyre Rotation": { "Pickup / Van": { priceCents: 4500, duration: 40 }, Motorbike: null },
  "Headlight Restoration": { "Pickup / Van": { priceCents: 5000, duration: 45 }, Motorbike: { priceCents: 2500, duration: 20 } },
  "Upholstery Shampoo": { "SUV / Crossover": { priceCents: 10000, duration: 75 }, "Pickup / Van": { priceCents: 11000, duration: 80 }, Motorbike: null },
  "Wax and Polish": { "SUV / Crossover": { priceCents: 7500, duration: 60 }, "Pickup / Van": { priceCents: 8500, duration: 65 }, Motorbike: { priceCents: 3500, duration: 30 } },
  "AC Service": { Motorbike: null },
  "Windshield Treatment": { "Pickup / Van": { priceCents: 3000, duration: 25 }, Motorbike: null },
};

/** The demo shop's add-ons: the services (by name) that offer them, and their own price for some classes. */
export const demoAddOns = [
  {
    name: "Hand wax",
    description: "A coat of carnauba wax after the wash, for gloss and a few weeks of protection.",
    priceCents: 2500,
    minutes: 30,
    services: ["Exterior Cleaning", "Full Exterior Detailing"],
    prices: { "SUV / Crossover": 3500, "Pickup / Van": 4000, Motorbike: 1500 },
  },
  {
    name: "Engine bay clean",
    description: "Degrease and dress the engine bay, with the electrics covered.",
    priceCents: 3000,
    minutes: 25,
    services: ["Exterior Cleaning", "Full Exterior Detailing", "Interior Cleaning"],
    prices: { "Pickup / Van": 3500 },
  },
  {
    name: "Pet hair removal",
    description: "Rubber brushes and a strong vacuum for the hair that ordinary vacuuming leaves.",
    priceCents: 2000,
    minutes: 20,
    services: ["Interior Cleaning", "Upholstery Shampoo"],
    prices: { "SUV / Crossover": 2500, "Pickup / Van": 3000 },
  },
  {
    name: "Headlight restoration",
    description: "Both lenses sanded, polished and sealed against yellowing.",
    priceCents: 3500,
    minutes: 30,
    services: ["Exterior Cleaning", "Full Exterior Detailing", "Wax and Polish", "Ceramic Coating"],
    prices: {},
  },
];
