import Link from 'next/link';
import { mainNav, secondaryNav, site } from '@/config/site';
import { Container } from '@/components/ui/Container';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';
import { SocialIcons } from './SocialIcons';

/**
 * The sticky masthead: brand, Books and Radio, social icons, main navigation and search. Its rows have a
 * minimum height, not a fixed one, and the second wraps: with a reader's large default text size the
 * search box moves under the navigation instead of leaving the screen, and the title is not cut.
 */
export function SiteHeader() {
  return (
    <header data-site-header="" className="sticky top-0 z-40 bg-brand text-white shadow-md print:hidden">
      <Container className="relative">
        <div className="flex min-h-16 items-center justify-between gap-4 py-1">
          <Link href="/" className="font-serif text-2xl font-black tracking-tight text-white sm:text-3xl">
            {site.name}
          </Link>
          <div className="hidden items-center gap-4 md:flex">
            <nav aria-label="More">
              <NavLinks
                links={secondaryNav}
                className="flex items-center gap-1"
                linkClassName="rounded px-3 py-2 text-sm font-semibold uppercase tracking-wide text-white hover:bg-white/10 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
              />
            </nav>
            <SocialIcons className="text-white" />
          </div>
          <MobileMenu social={<SocialIcons className="text-white" />} />
        </div>
        <div className="hidden min-h-12 flex-wrap items-center justify-between gap-x-6 gap-y-1 border-t border-white/15 py-1 md:flex">
          <nav aria-label="Main">
            <NavLinks
              links={mainNav}
              className="flex flex-wrap items-center gap-1"
              linkClassName="block whitespace-nowrap rounded px-3 py-2 text-sm font-semibold text-white/90 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
            />
          </nav>
          <SearchBox className="w-64" />
        </div>
      </Container>
    </header>
  );
}
