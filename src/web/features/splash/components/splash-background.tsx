import { SPLASH } from '@shared/constants';
import { cn } from '@web/lib/utils';
import { SPLASH_IMAGE_SIZE, splashImages } from '../utils/splash-images';

const CYCLE_MS = SPLASH.imageCount * SPLASH.rotationMs;
const percent = (ms: number) => `${((ms / CYCLE_MS) * 100).toFixed(4)}%`;

/**
 * One image's turn in the cycle, as CSS keyframes: it fades in over `SPLASH.fadeMs`, stays, and fades out while
 * the next one fades in, then waits for the others. Each image runs it shifted by its place in the order.
 */
const KEYFRAMES = `@keyframes splash-rotate{0%{opacity:0}${percent(SPLASH.fadeMs)}{opacity:1}${percent(SPLASH.rotationMs)}{opacity:1}${percent(SPLASH.rotationMs + SPLASH.fadeMs)}{opacity:0}100%{opacity:0}}`;

/**
 * The splash backgrounds, stacked, cross-fading in order every `SPLASH.rotationMs` over `SPLASH.fadeMs`
 * (site-and-portals.md §2.3) by a CSS animation: it runs from the first paint, without any script. A visitor who
 * prefers reduced motion sees the first image only. Decorative: hidden from assistive technology.
 */
export function SplashBackground() {
  return (
    <div className="absolute inset-0 -z-10 bg-black" aria-hidden>
      <style>{KEYFRAMES}</style>
      {splashImages.map(({ src, srcSet }, index) => (
        <img
          key={src}
          src={src}
          srcSet={srcSet}
          sizes="100vw"
          alt=""
          width={SPLASH_IMAGE_SIZE.width}
          height={SPLASH_IMAGE_SIZE.height}
          decoding="async"
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          className={cn(
            'absolute inset-0 size-full object-cover motion-reduce:animate-none',
            index === 0 ? 'opacity-100' : 'opacity-0',
          )}
          style={{
            animation: `splash-rotate ${CYCLE_MS}ms linear ${index * SPLASH.rotationMs - SPLASH.fadeMs}ms infinite both`,
          }}
        />
      ))}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(0_0_0/0.35),rgb(0_0_0/0.75))]" />
    </div>
  );
}
