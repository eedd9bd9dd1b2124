import Link from "next/link";
import { heroImageFile, heroImageLoader, HERO_SOURCE_WIDTH } from "@/components/home/hero-images";
import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";
import { homeMessages } from "@/lib/messages/home";

const homeText = homeMessages;

/** The shop's own hero words (Business settings): '' keeps the catalogue's. */
export type HeroWords = { heroTitle: string; heroText: string; heroButtonLabel: string };

/** The first banner's heading and text, and the button label: the shop's where it wrote them, else the catalogue's. */
export function heroWords(shop: HeroWords) {
  return { title: shop.heroTitle || homeText.banners[0].title, body: shop.heroText || homeText.banners[0].body, button: shop.heroButtonLabel || homeText.bookSlot };
}

/**
 * The hero's banners (HeroCarousel moves them): a picture, the title and
 * body, and the two calls to action. The first (the page's h1) says what
 * the shop wrote for its hero, the others the catalogue's words. Only the
 * first is in view before the carousel moves; the others fetch their
 * pictures once it runs.
 */
export function heroSlides(shop: HeroWords): { key: string; banner: React.ReactNode }[] {
  const own = heroWords(shop);
  const banners = homeText.banners.map((banner, index) => (index === 0 ? { title: own.title, body: own.body } : banner));
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
              <Link href="#featured-heading">{homeText.explore}</Link>
            </Button>
          </div>
        </div>
      </div>
    ),
  }));
}
