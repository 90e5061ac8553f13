/**
 * The home page (site-and-portals.md §2.4), with the splash screen (§2.3) over it until the visitor enters. The
 * page content fades in over `HOME.fadeInMs` (1000 ms) with the CSS `page-fade-in` animation, so it also works in
 * the prerendered HTML before scripts run. All content is fixed (content/*.ts); nothing is fetched.
 */
import { ArtistsSection } from '@web/features/home/components/artists-section';
import { HeroSection } from '@web/features/home/components/hero-section';
import { JoinCtaSection } from '@web/features/home/components/join-cta-section';
import { NewsSection } from '@web/features/home/components/news-section';
import { ReleasesSection } from '@web/features/home/components/releases-section';
import { StoreSection } from '@web/features/home/components/store-section';
import { SplashScreen } from '@web/features/splash/components/splash-screen';

export default function HomePage() {
  return (
    <>
      <SplashScreen />
      <div className="animate-page-fade-in">
        <HeroSection />
        <ArtistsSection />
        <ReleasesSection />
        <StoreSection />
        <JoinCtaSection />
        <NewsSection />
      </div>
    </>
  );
}
