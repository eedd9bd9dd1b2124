export const navMessages = {
  home: "Home",
  services: "Services",
  testimonials: "Testimonials",
  login: "Login",
  dashboard: "Dashboard",
  menu: "Menu",
  theme: "Toggle theme",
  themeLight: "Light",
  themeDark: "Dark",
  themeSystem: "System",
} as const;
