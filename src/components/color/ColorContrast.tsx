import { useStore } from "@nanostores/react";
import { Check, X } from "lucide";
import { makeIcon } from "../ui/icons";
import { contrastReport, type ContrastVerdict, type WcagCheck } from "../../lib/color/color";
import { $color } from "../../stores/color";
import { useEarlyInput } from "../ui/useEarlyInput";

const CheckIcon = makeIcon(Check);
const XIcon = makeIcon(X);

const checks: readonly { key: WcagCheck; label: string }[] = [
  { key: "aaNormal", label: "AA normal" },
  { key: "aaLarge", label: "AA large" },
  { key: "aaaNormal", label: "AAA normal" },
  { key: "aaaLarge", label: "AAA large" },
];

interface SampleProps {
  id: "white" | "black";
  background: string;
  verdict: ContrastVerdict;
}

function ContrastSample({ id, background, verdict }: SampleProps) {
  const name = id === "white" ? "White text" : "Black text";
  return (
    <div data-testid={`contrast-${id}`} className="space-y-2">
      {/* Large bold sample text only, so the sample itself never fails its own rule. */}
      <div
        className="rounded-xl border border-line px-4 py-3 text-2xl font-bold"
        style={{ backgroundColor: background, color: id === "white" ? "#FFFFFF" : "#000000" }}
      >
        {name}
      </div>
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-medium">{name} contrast</span>
        <span
          data-testid={`contrast-${id}-ratio`}
          className="font-mono text-lg font-semibold tabular-nums"
        >
          {verdict.ratioText}
        </span>
      </p>
      <ul className="grid grid-cols-2 gap-1 text-sm">
        {checks.map(({ key, label }) => {
          const passes = verdict.passes[key];
          return (
            <li
              key={key}
              data-testid={`contrast-${id}-${key}`}
              className={`flex items-center gap-1 rounded-md px-2 py-1 ${passes ? "bg-success-bg text-success" : "bg-danger-bg text-danger"}`}
            >
              {passes ? <CheckIcon size={14} /> : <XIcon size={14} />}
              <span>
                {label}: {passes ? "Pass" : "Fail"}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/*
 * While the colour converter shows an early answer (src/early-answers/color.ts), this island still
 * shows the contrast of the server's colour: hidden until the converter's island takes over.
 */
const hiddenWhileEarlyAnswer = "[body:has(astro-island[data-early])_&]:invisible";

/** WCAG contrast of white and black text on the current colour, with AA/AAA verdicts. */
export default function ColorContrast() {
  const rootRef = useEarlyInput<HTMLElement>();
  const { color } = useStore($color, { ssr: "initial" });
  const report = contrastReport(color.rgb);
  return (
    <section ref={rootRef} aria-labelledby="contrast-heading" className="card p-5 shadow-sm">
      <h2 id="contrast-heading" className="text-lg font-semibold">
        Contrast Check
      </h2>
      <p className={`mt-1 mb-4 text-sm text-muted ${hiddenWhileEarlyAnswer}`}>
        WCAG 2 contrast of text on {color.hex}. AA needs 4.5:1 (3:1 for large text), AAA 7:1 (4.5:1
        for large text).
      </p>
      <div className={`space-y-5 ${hiddenWhileEarlyAnswer}`}>
        <ContrastSample id="white" background={color.hex} verdict={report.white} />
        <ContrastSample id="black" background={color.hex} verdict={report.black} />
      </div>
    </section>
  );
}
