export const compareMessages = {
  add: "Add to Compare",
  remove: "Remove from Compare",
  removeOne: "Remove",
  open: (n: number) => (n === 0 ? "Compare services" : `Compare services (${n} selected)`),
  title: "Compare your selected services",
  body: "Make a better decision for your car in best budget.",
  empty: "Please select a service to compare",
  minutes: (n: number) => `${n} Min`,
  goToNamed: (name: string) => `Go to service: ${name}`,
  browseAll: "Browse all services",
} as const;
