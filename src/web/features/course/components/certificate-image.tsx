/**
 * The certificate shown on the last month's worksheet card (training-program.md §2 item 5: "month 6 also shows a
 * certificate image"): an original drawing of the Artist Development Certificate, in the theme's colours so it
 * reads in both themes. Decorative text aside, it is one image with one description.
 */
import { certificateImageTexts } from '@shared/messages/certificates';
import { cn } from '@web/lib/utils';

export function CertificateImage({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 320 220"
      role="img"
      aria-label={label}
      className={cn('h-auto w-full max-w-sm', className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect
        x="4"
        y="4"
        width="312"
        height="212"
        rx="10"
        className="fill-card stroke-primary"
        strokeWidth="4"
      />
      <rect
        x="16"
        y="16"
        width="288"
        height="188"
        rx="6"
        className="fill-none stroke-accent"
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      <text
        x="160"
        y="58"
        textAnchor="middle"
        className="fill-foreground"
        fontSize="20"
        fontWeight="800"
        letterSpacing="3"
      >
        {certificateImageTexts.heading}
      </text>
      <text
        x="160"
        y="80"
        textAnchor="middle"
        className="fill-muted-foreground"
        fontSize="11"
        letterSpacing="1"
      >
        {certificateImageTexts.program}
      </text>
      <line x1="80" y1="112" x2="240" y2="112" className="stroke-foreground" strokeWidth="1.5" />
      <text x="160" y="130" textAnchor="middle" className="fill-muted-foreground" fontSize="9">
        {certificateImageTexts.facts}
      </text>
      <line x1="40" y1="176" x2="130" y2="176" className="stroke-muted-foreground" strokeWidth="1" />
      <text x="85" y="190" textAnchor="middle" className="fill-muted-foreground" fontSize="8">
        {certificateImageTexts.dateIssued}
      </text>
      <g transform="translate(246 170)">
        <circle r="26" className="fill-accent" />
        <circle r="20" className="fill-none stroke-accent-foreground" strokeWidth="1.5" />
        <path
          d="M0 -12 L3.5 -3.8 L12.4 -3.8 L5.2 1.6 L7.8 10.2 L0 5 L-7.8 10.2 L-5.2 1.6 L-12.4 -3.8 L-3.5 -3.8 Z"
          className="fill-accent-foreground"
        />
      </g>
    </svg>
  );
}
