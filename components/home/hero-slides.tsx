import Link from "next/link";
import { heroImageFile, heroImageLoader, HERO_SOURCE_WIDTH } from "@/components/home/hero-images";
import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";
import type { Translator } from "@/lib/i18n/translate";

/** The shop's own hero words (Business settings): '' keeps the catalogue's. */
export type HeroWords = { heroTitle: string; heroText: string; heroButtonLabel: string };

/** The banners' words in the catalogue (lib/messages/<language>/home.json), in order. */
const BANNERS = ["first", "second", "third"] as const;

/** The first banner's heading and text, and the button label: the shop's where it wrote them (as written), else the catalogue's in the page's language. */
export function heroWords(shop: HeroWords, t: Translator<"home">) {
  return { title: shop.heroTitle || t("hero.slides.first.title"), body: shop.heroText || t("hero.slides.first.body"), button: shop.heroButtonLabel || t("hero.button") };
}

/**
 * The hero's banners (HeroCarousel moves them): a picture, the title and
 * body, and the two calls to action. The first (the page's h1) says what
 * the shop wrote for its hero, the others the catalogue's words. Only the
 * first is in view before the carousel moves; the others fetch their
 * pictures once it runs.
 */
export function heroSlides(shop: HeroWords, t: Translator<"home">): { key: string; banner: React.ReactNode }[] {
  const own = heroWords(shop, t);
  const banners = BANNERS.map((banner, index) => (index === 0 ? { title: own.title, body: own.body } : { title: t(`hero.slides.${banner}.title`), body: t(`hero.slides.${banner}.body`) }));
  return banners.map((banner, index) => ({
    key: `hero-${index + 1}`,
    banner: (
      <div className="relative h-[26rem] bg-slate-800 sm:h-[30rem]" data-in-view-from={index === 0 ? undefined : "never"}>
        <StaticImage loader={heroImageLoader(index + 1)} src={heroImageFile(index + 1, HERO_SOURCE_WIDTH)} alt="" fill sizes="100vw" preload={index === 0} fetchPriority={index === 0 ? "high" : undefined} className="object-cover object-left md:object-center" />
        <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-center gap-5 px-4 text-white">
          {index === 0 ? <h1 className="max-w-xl text-4xl font-bold tracking-tight drop-shadow md:text-5xl">{banner.title}</h1> : <p className="max-w-xl text-4xl font-bold tracking-tight drop-shadow md:text-5xl">{banner.title}</p>}
          <p className="max-w-lg text-lg text-white/90 drop-shadow">{banner.body}</p>
          <div className="flex gap-3">
            <Button asChild size="lg" className="bg-white text-slate-900 hover:bg-white/90">
              <Link href="/services">{own.button}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link href="#featured-heading">{t("hero.explore")}</Link>
            </Button>
          </div>
        </div>
      </div>
    ),
  }));
}
