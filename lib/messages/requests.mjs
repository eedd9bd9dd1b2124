// @ts-check
/**
 * What server.mjs answers when it refuses a request before the application
 * sees it (lib/http/page-posts.mjs). Plain JavaScript, so that server.mjs
 * can read it; the API's own refusals share the same words (./api.ts).
 */
export const requestMessages = {
  bodyTooLarge: "The request body is too large",
  bodyUnreadable: "The request body could not be read",
  nestedTooDeeply: "The request body is nested too deeply",
  tooManyValues: "The request body holds too many values",
  tooManyParts: "The form holds too many fields",
  foreignOrigin: "This form was sent from another site",
};
