/**
 * The document itself is written by app/[locale]/layout.tsx, which knows the page's language (its `lang`);
 * this root only passes it through (and app/not-found.tsx writes its own, for an address outside any language).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
