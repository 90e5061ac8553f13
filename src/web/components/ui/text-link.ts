import { cva } from 'class-variance-authority';

/**
 * A text link's classes, in the theme's primary colour with a visible focus ring (the staff lists and detail views):
 * `row`, the heading link of a list row, underlined on hover; `inline`, a link within text, underlined until hovered.
 * Layout (`w-fit`, `break-all`, …) is the caller's, as `className`.
 */
export const textLinkVariants = cva(
  'text-primary underline-offset-4 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  {
    variants: {
      variant: {
        row: 'font-semibold hover:underline',
        inline: 'font-medium underline hover:no-underline',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);
