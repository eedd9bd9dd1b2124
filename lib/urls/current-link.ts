/**
 * Which of a sidebar's links the current page belongs to: its own address,
 * or the deepest link it lies under (a booking's page belongs to My Bookings),
 * so that a dashboard's root link does not claim every page below it.
 */
export function currentLinkOf(pathname: string, hrefs: string[]): string | undefined {
  return hrefs
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
