/**
 * The eight splash backgrounds (site-and-portals.md §2.3, §9 `SPLASH.imageCount`), in rotation order. Original,
 * decorative artwork (content/images/splash, 1600 x 900).
 */
import stageLights from '@content/images/splash/01-stage-lights.svg';
import crowd from '@content/images/splash/02-crowd.svg';
import bokeh from '@content/images/splash/03-bokeh.svg';
import waveform from '@content/images/splash/04-waveform.svg';
import vinyl from '@content/images/splash/05-vinyl.svg';
import skyline from '@content/images/splash/06-skyline.svg';
import studio from '@content/images/splash/07-studio.svg';
import aurora from '@content/images/splash/08-aurora.svg';

/** Background image URLs, in order. */
export const splashImages: readonly string[] = [
  stageLights,
  crowd,
  bokeh,
  waveform,
  vinyl,
  skyline,
  studio,
  aurora,
];

/** Intrinsic size of every background. */
export const SPLASH_IMAGE_SIZE = { width: 1600, height: 900 } as const;
