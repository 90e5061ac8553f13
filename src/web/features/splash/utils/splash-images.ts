/**
 * The eight splash backgrounds (site-and-portals.md §2.3, §9 `SPLASH.imageCount`), in rotation order. Original,
 * decorative artwork (content/images/splash, 1600 x 900), sent as WebP at two widths (decision 0004).
 */
import stageLights800 from '@content/images/splash/01-stage-lights-800.webp';
import stageLights1600 from '@content/images/splash/01-stage-lights-1600.webp';
import crowd800 from '@content/images/splash/02-crowd-800.webp';
import crowd1600 from '@content/images/splash/02-crowd-1600.webp';
import bokeh800 from '@content/images/splash/03-bokeh-800.webp';
import bokeh1600 from '@content/images/splash/03-bokeh-1600.webp';
import waveform800 from '@content/images/splash/04-waveform-800.webp';
import waveform1600 from '@content/images/splash/04-waveform-1600.webp';
import vinyl800 from '@content/images/splash/05-vinyl-800.webp';
import vinyl1600 from '@content/images/splash/05-vinyl-1600.webp';
import skyline800 from '@content/images/splash/06-skyline-800.webp';
import skyline1600 from '@content/images/splash/06-skyline-1600.webp';
import studio800 from '@content/images/splash/07-studio-800.webp';
import studio1600 from '@content/images/splash/07-studio-1600.webp';
import aurora800 from '@content/images/splash/08-aurora-800.webp';
import aurora1600 from '@content/images/splash/08-aurora-1600.webp';

/** One background: its large image (`src`) and the `srcSet` that lets a phone take the 800-pixel one. */
interface SplashImage {
  src: string;
  srcSet: string;
}

const image = (small: string, large: string): SplashImage => ({
  src: large,
  srcSet: `${small} 800w, ${large} 1600w`,
});

/** The backgrounds, in order. */
export const splashImages: readonly SplashImage[] = [
  image(stageLights800, stageLights1600),
  image(crowd800, crowd1600),
  image(bokeh800, bokeh1600),
  image(waveform800, waveform1600),
  image(vinyl800, vinyl1600),
  image(skyline800, skyline1600),
  image(studio800, studio1600),
  image(aurora800, aurora1600),
];

/** Intrinsic size of every background. */
export const SPLASH_IMAGE_SIZE = { width: 1600, height: 900 } as const;
