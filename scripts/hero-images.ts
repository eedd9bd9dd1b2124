/**
 * Makes the hero's narrower copies (components/home/hero-images.ts) from the
 * 1600 px pictures in public/images, WebP at quality 75. Run it again after
 * changing a hero picture: `npx tsx scripts/hero-images.ts`. The files are
 * committed.
 */
import path from "node:path";
import sharp from "sharp";
import { heroImageFile, HERO_SOURCE_WIDTH, HERO_WIDTHS } from "../components/home/hero-images";
import { homeMessages } from "../lib/messages/home";
import { projectRoot } from "./paths";

const inPublic = (file: string) => path.join(projectRoot, "public", file);

async function main() {
  for (let n = 1; n <= homeMessages.banners.length; n++) {
    for (const width of HERO_WIDTHS) {
      if (width === HERO_SOURCE_WIDTH) continue;
      const out = heroImageFile(n, width);
      const info = await sharp(inPublic(heroImageFile(n, HERO_SOURCE_WIDTH))).resize({ width }).webp({ quality: 75, effort: 6 }).toFile(inPublic(out));
      console.log(`${out}: ${info.width} × ${info.height}, ${info.size} bytes`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
