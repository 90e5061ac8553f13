import { SPLASH } from '@shared/constants';
import { cn } from '@web/lib/utils';
import { SPLASH_IMAGE_SIZE, splashImages } from '../utils/splash-images';

/**
 * The splash backgrounds, stacked; the one at `activeIndex` is opaque and the others transparent, so changing the
 * index cross-fades over `SPLASH.fadeMs` (site-and-portals.md §2.3). Decorative: hidden from assistive technology.
 */
export function SplashBackground({ activeIndex }: { activeIndex: number }) {
  return (
    <div className="absolute inset-0 -z-10 bg-black" aria-hidden>
      {splashImages.map((src, index) => (
        <img
          key={src}
          src={src}
          alt=""
          width={SPLASH_IMAGE_SIZE.width}
          height={SPLASH_IMAGE_SIZE.height}
          decoding="async"
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity ease-in-out motion-reduce:transition-none',
            index === activeIndex ? 'opacity-100' : 'opacity-0',
          )}
          style={{ transitionDuration: `${SPLASH.fadeMs}ms` }}
        />
      ))}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(0_0_0/0.35),rgb(0_0_0/0.75))]" />
    </div>
  );
}
