/**
 * Draws the demo catalogue's photos: a simple illustration per service (a
 * car and what the service does to it), as SVG rendered by sharp into the
 * widths the site stores, WebP, in public/images/services. Run it again
 * after changing the drawings: `npx tsx scripts/demo-photos.ts`. The files
 * are committed; nothing is downloaded.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoServices } from "../prisma/demo-data";
import { demoPhotoFile, DEMO_PHOTO_WIDTHS, DEMO_PHOTO_SIZE } from "../prisma/demo-photos";
import { projectRoot } from "./paths";

const { width: W, height: H } = DEMO_PHOTO_SIZE;

type Motif = "bubbles" | "sparkles" | "gear" | "drop" | "shield" | "battery" | "water" | "chat" | "tyre" | "light" | "seat" | "wax" | "snow" | "rain";
const MOTIFS: Record<string, { hue: number; motif: Motif; car: string }> = {
  "Interior Cleaning": { hue: 200, motif: "seat", car: "#f8fafc" },
  "Full Exterior Detailing": { hue: 265, motif: "sparkles", car: "#1d4ed8" },
  "Engine Service": { hue: 25, motif: "gear", car: "#334155" },
  "Oil Change": { hue: 45, motif: "drop", car: "#b91c1c" },
  "Ceramic Coating": { hue: 170, motif: "shield", car: "#0f172a" },
  "Battery Check": { hue: 130, motif: "battery", car: "#e2e8f0" },
  "Exterior Cleaning": { hue: 190, motif: "bubbles", car: "#dc2626" },
  "Car Care Advice": { hue: 220, motif: "chat", car: "#16a34a" },
  "Tyre Rotation": { hue: 0, motif: "tyre", car: "#475569" },
  "Headlight Restoration": { hue: 50, motif: "light", car: "#7c3aed" },
  "Upholstery Shampoo": { hue: 300, motif: "bubbles", car: "#0ea5e9" },
  "Wax and Polish": { hue: 35, motif: "wax", car: "#ea580c" },
  "AC Service": { hue: 205, motif: "snow", car: "#f1f5f9" },
  "Windshield Treatment": { hue: 215, motif: "rain", car: "#059669" },
};

function car(color: string): string {
  return `<g transform="translate(250 430)">
    <ellipse cx="260" cy="215" rx="300" ry="22" fill="#000" opacity=".18"/>
    <path d="M20 150 Q20 95 80 88 L170 80 Q220 20 300 18 L400 18 Q455 22 500 80 L540 90 Q590 100 590 150 L590 180 Q590 195 575 195 L35 195 Q20 195 20 180 Z" fill="${color}" stroke="#0f172a" stroke-width="6"/>
    <path d="M190 82 Q235 38 300 36 L330 36 L330 82 Z" fill="#bae6fd" stroke="#0f172a" stroke-width="5"/>
    <path d="M350 36 L395 36 Q440 40 475 82 L350 82 Z" fill="#bae6fd" stroke="#0f172a" stroke-width="5"/>
    <rect x="545" y="110" width="32" height="18" rx="6" fill="#fde68a" stroke="#0f172a" stroke-width="4"/>
    <rect x="25" y="115" width="24" height="16" rx="5" fill="#fca5a5" stroke="#0f172a" stroke-width="4"/>
    ${[140, 470].map((x) => `<circle cx="${x}" cy="192" r="48" fill="#1e293b" stroke="#0f172a" stroke-width="6"/><circle cx="${x}" cy="192" r="20" fill="#cbd5e1"/>`).join("")}
  </g>`;
}

function motif(kind: Motif, hue: number): string {
  const accent = `hsl(${hue} 85% 45%)`;
  const light = `hsl(${hue} 90% 92%)`;
  const sparkle = (x: number, y: number, r: number) => `<path d="M${x} ${y - r} L${x + r * 0.25} ${y - r * 0.25} L${x + r} ${y} L${x + r * 0.25} ${y + r * 0.25} L${x} ${y + r} L${x - r * 0.25} ${y + r * 0.25} L${x - r} ${y} L${x - r * 0.25} ${y - r * 0.25} Z" fill="#fff" stroke="${accent}" stroke-width="4"/>`;
  switch (kind) {
    case "bubbles":
      return [[180, 200, 50], [300, 130, 32], [420, 220, 40], [820, 170, 58], [700, 110, 28], [930, 300, 34]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" stroke="${accent}" stroke-width="5" opacity=".9"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 5}" fill="#fff"/>`).join("");
    case "sparkles":
      return sparkle(230, 200, 60) + sparkle(820, 150, 75) + sparkle(560, 110, 40) + sparkle(930, 330, 35);
    case "gear":
      return `<g transform="translate(780 230)"><circle r="110" fill="${accent}"/>${Array.from({ length: 10 }, (_, i) => `<rect x="-22" y="-140" width="44" height="50" rx="8" fill="${accent}" transform="rotate(${i * 36})"/>`).join("")}<circle r="45" fill="${light}"/></g>`;
    case "drop":
      return `<path d="M800 80 C800 80 700 220 700 280 A100 100 0 0 0 900 280 C900 220 800 80 800 80 Z" fill="#a16207" stroke="#422006" stroke-width="6"/><ellipse cx="765" cy="270" rx="18" ry="32" fill="#fde68a" opacity=".8"/>`;
    case "shield":
      return `<path d="M800 70 L920 120 L920 230 Q920 330 800 380 Q680 330 680 230 L680 120 Z" fill="${accent}" stroke="#0f172a" stroke-width="6"/><path d="M745 230 L790 275 L865 180" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "battery":
      return `<rect x="680" y="120" width="240" height="150" rx="18" fill="#1e293b" stroke="#0f172a" stroke-width="6"/><rect x="715" y="95" width="40" height="28" rx="6" fill="#64748b"/><rect x="845" y="95" width="40" height="28" rx="6" fill="#64748b"/><path d="M810 140 L770 205 L805 205 L790 255 L845 180 L810 180 L830 140 Z" fill="#facc15"/>`;
    case "water":
    case "rain":
      return Array.from({ length: 14 }, (_, i) => `<path d="M${120 + i * 70} ${60 + (i % 4) * 40} q-14 26 0 34 q14 -8 0 -34 Z" fill="${accent}" opacity=".8"/>`).join("");
    case "chat":
      return `<path d="M660 90 h280 a30 30 0 0 1 30 30 v130 a30 30 0 0 1 -30 30 h-170 l-60 55 v-55 h-50 a30 30 0 0 1 -30 -30 v-130 a30 30 0 0 1 30 -30 Z" fill="#fff" stroke="${accent}" stroke-width="6"/>${[740, 800, 860].map((x) => `<circle cx="${x}" cy="185" r="16" fill="${accent}"/>`).join("")}`;
    case "tyre":
      return `<g transform="translate(800 220)"><circle r="130" fill="#1e293b"/><circle r="70" fill="#cbd5e1" stroke="#0f172a" stroke-width="6"/>${Array.from({ length: 5 }, (_, i) => `<rect x="-8" y="-65" width="16" height="55" fill="#64748b" transform="rotate(${i * 72})"/>`).join("")}<path d="M600 -60 a220 220 0 0 1 0 0" /></g><path d="M620 90 q-60 130 0 260" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round" marker-end=""/><path d="M600 330 l20 25 l25 -22" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>`;
    case "light":
      return `<circle cx="800" cy="210" r="90" fill="#fef08a" stroke="#ca8a04" stroke-width="8"/>${Array.from({ length: 12 }, (_, i) => `<rect x="-6" y="-175" width="12" height="50" rx="6" fill="#eab308" transform="translate(800 210) rotate(${i * 30})"/>`).join("")}`;
    case "seat":
      return `<path d="M720 90 q-10 -20 20 -25 h90 q30 5 20 25 l-15 170 h120 q25 0 25 25 v40 h-260 Z" fill="${accent}" stroke="#0f172a" stroke-width="6"/>` + sparkle(940, 120, 40);
    case "wax":
      return `<circle cx="800" cy="230" r="120" fill="${light}" stroke="${accent}" stroke-width="8"/><path d="M720 230 a80 80 0 0 1 160 0" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>` + sparkle(950, 120, 40) + sparkle(640, 140, 30);
    case "snow":
      return [[780, 210, 110], [250, 170, 50]].map(([x, y, r]) => `<g transform="translate(${x} ${y})" stroke="${accent}" stroke-width="${r / 9}" stroke-linecap="round">${Array.from({ length: 6 }, (_, i) => `<line x1="0" y1="0" x2="0" y2="${-r}" transform="rotate(${i * 60})"/><line x1="0" y1="${-r * 0.6}" x2="${r * 0.25}" y2="${-r * 0.85}" transform="rotate(${i * 60})"/><line x1="0" y1="${-r * 0.6}" x2="${-r * 0.25}" y2="${-r * 0.85}" transform="rotate(${i * 60})"/>`).join("")}</g>`).join("");
  }
}

function illustration(name: string): string {
  const { hue, motif: kind, car: color } = MOTIFS[name] ?? { hue: 210, motif: "sparkles" as Motif, car: "#2563eb" };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 88%)"/><stop offset="1" stop-color="hsl(${hue} 60% 72%)"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect y="${H - 150}" width="${W}" height="150" fill="hsl(${hue} 20% 35%)"/>
    <rect y="${H - 150}" width="${W}" height="10" fill="hsl(${hue} 25% 55%)"/>
    ${motif(kind, hue)}
    ${car(color)}
  </svg>`;
}

async function main() {
  const folder = path.join(projectRoot, "public/images/services");
  await mkdir(folder, { recursive: true });
  for (const service of demoServices) {
    const svg = Buffer.from(illustration(service.name));
    for (const width of DEMO_PHOTO_WIDTHS) {
      const webp = await sharp(svg).resize({ width }).webp({ quality: 78 }).toBuffer();
      await writeFile(path.join(projectRoot, "public", demoPhotoFile(service.name, width)), webp);
    }
    console.log(`Drew ${service.name}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
