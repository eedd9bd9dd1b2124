export const footerMessages = {
  links: "Links",
  legal: "Legal",
  social: "Follow us",
  booking: "Booking",
  faq: "Faq",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
  sitemap: "Sitemap",
  api: "API",
  hours: "Opening hours",
} as const;
