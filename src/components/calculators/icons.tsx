/**
 * The two icons the calculators need, drawn inline (the shapes of lucide's loader-circle and
 * arrow-left-right): importing lucide-react here would add about 1.7 KB gzipped to a page whose
 * JavaScript budget is nearly all React.
 */
const strokeProps = {
  xmlns: "http://www.w3.org/2000/svg",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

/** A spinning partial circle. */
export function SpinnerIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...strokeProps} width={size} height={size} className="shrink-0 animate-spin">
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}

/** Two opposed arrows, turned upright on narrow screens where From and To are stacked. */
export function SwapIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...strokeProps} width={size} height={size} className="rotate-90 sm:rotate-0">
      <path d="M8 3 4 7l4 4" />
      <path d="M4 7h16" />
      <path d="m16 21 4-4-4-4" />
      <path d="M20 17H4" />
    </svg>
  );
}
