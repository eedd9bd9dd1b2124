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

/** Hourly slots each day, business-local. */
export const demoOpeningHours = { first: 9, last: 16 } as const;
export const demoScheduleDays = 14;
/** Days of past slots and bookings, so that the admin overview has a history to show. */
export const demoHistoryDays = 30;
