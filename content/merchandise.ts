/**
 * The merchandise of the home page store carousel (site-and-portals.md §2.4 item 4, §3 "Merchandise item").
 * Fixed content. Every item links to the one external print-on-demand shop (`site.urls.shop`), so items carry
 * no URL of their own.
 */
import cap from './images/merchandise/embroidered-cap-navy.svg';
import hoodie from './images/merchandise/pullover-hoodie-black.svg';
import sticker from './images/merchandise/holographic-sticker.svg';
import sweatshirt from './images/merchandise/crewneck-sweatshirt-grey.svg';
import independenceTee from './images/merchandise/independence-tee-white.svg';
import logoTee from './images/merchandise/logo-tee-black.svg';
import frequenciesTee from './images/merchandise/midnight-frequencies-tee-sand.svg';
import onTheRoadTee from './images/merchandise/on-the-road-tee-red.svg';

/** A merchandise item (§3 "Merchandise item"). */
export interface MerchandiseItem {
  /** Product name, shown under the image. */
  name: string;
  /** Product mockup URL (a hashed asset URL, 600 x 600). */
  image: string;
}

/** Intrinsic size of every product image, for the `width`/`height` attributes. */
export const MERCHANDISE_IMAGE_SIZE = { width: 600, height: 600 } as const;

/** The eight items: four T-shirts, a sticker, a sweatshirt, a hoodie and a cap. */
export const merchandise: readonly MerchandiseItem[] = [
  { name: 'GBF Logo T-Shirt — Black', image: logoTee },
  { name: 'Independence Meets Major T-Shirt — White', image: independenceTee },
  { name: 'On the Road Tour T-Shirt — Red', image: onTheRoadTee },
  { name: 'Midnight Frequencies T-Shirt — Sand', image: frequenciesTee },
  { name: 'Holographic Logo Sticker', image: sticker },
  { name: 'GBF Crewneck Sweatshirt — Heather Grey', image: sweatshirt },
  { name: 'GBF Pullover Hoodie — Black', image: hoodie },
  { name: 'Embroidered Logo Cap — Navy', image: cap },
];
