/**
 * The home page (site-and-portals.md §2.4), with the splash screen (§2.3) over it until the visitor enters. The
 * page content fades in over `HOME.fadeInMs` (1000 ms) with the CSS `page-fade-in` animation, so it also works in
 * the prerendered HTML before scripts run. All content is fixed (content/*.ts); nothing is fetched. The sections
 * under the hero are laid out only when they come near the viewport (`below-fold`, styles/globals.css).
 */
import { ArtistsSection } from '@web/features/home/components/artists-section';
import { HeroSection } from '@web/features/home/components/hero-section';
import { JoinCtaSection } from '@web/features/home/components/join-cta-section';
import { NewsSection } from '@web/features/home/components/news-section';
import { ReleasesSection } from '@web/features/home/components/releases-section';
import { StoreSection } from '@web/features/home/components/store-section';
import { SplashScreen } from '@web/features/splash/components/splash-screen';
import { Island } from '@web/lib/island';

export default function HomePage() {
  return (
    <>
      <Island name="splash" component={SplashScreen} props={{}} when="interaction" />
      <div className="animate-page-fade-in">
        <HeroSection />
        <div className="below-fold">
          <ArtistsSection />
        </div>
        <div className="below-fold">
          <Island name="releases" component={ReleasesSection} props={{}} when="visible" />
        </div>
        <div className="below-fold">
          <Island name="store" component={StoreSection} props={{}} when="visible" />
        </div>
        <div className="below-fold">
          <JoinCtaSection />
        </div>
        <div className="below-fold">
          <NewsSection />
        </div>
      </div>
    </>
  );
}
