export const scrollTopMessage = "Scroll to top";
