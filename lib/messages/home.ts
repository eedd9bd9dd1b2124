import en from "./en/home.json";
import { remembering } from "./said";

/**
 * The home page's words in English, for code that does not yet write in the reader's language: the
 * admin settings form's placeholders (what the page says where a field is left empty) and
 * scripts/hero-images.ts (a picture per banner). The words themselves are the catalogue's
 * (lib/messages/<language>/home.json), where the home page reads them in each language.
 */
export const homeMessages = remembering({
  bookSlot: en.hero.button,
  featuredTitle: en.featured.title,
  featuredBody: (count: number) => en.featured.body.replace("{count}", String(count)),
  banners: Object.values(en.hero.slides),
} as const, "home");
