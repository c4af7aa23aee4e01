import type { ReactNode } from "react";
import { useStore } from "@nanostores/react";
import { Shuffle } from "lucide";
import { makeIcon } from "../ui/icons";
import { CopyButton } from "../ui/CopyButton";
import { LabelledField } from "../ui/LabelledField";
import { hslChannelMax, rgbChannelMax } from "../../lib/color/color";
import {
  colorTexts,
  isHexFieldInvalid,
  type ColorTextName,
  type ColorTexts,
} from "../../lib/color/fields";
import {
  $color,
  applyHex,
  editHexField,
  editHslField,
  editRgbField,
  generateRandomColor,
} from "../../stores/color";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlyField, earlySlot, earlyStale } from "../ui/early-answer-props";

const ShuffleIcon = makeIcon(Shuffle);

const inputClass = "input-box border-line px-3 tabular-nums";

/*
 * While the page's early answer shows a colour typed in the HEX field (src/early-answers/color.ts),
 * the channel fields and the picker still hold the server colour's values: invisible until React
 * writes the new ones. A channel field in focus shows its text, and an edit in it ends the answer.
 */
const channelTextWhileEarly = "in-[astro-island[data-early=answered]]:not-focus:text-transparent";
const pickerWhileEarly = "in-[astro-island[data-early=answered]]:opacity-0";

interface FormatCardProps {
  id: "hex" | "rgb" | "hsl";
  title: string;
  /** The colour's texts: the card shows its CSS text under the fields and copies it. */
  texts: ColorTexts;
  children: ReactNode;
}

function FormatCard({ id, title, texts, children }: FormatCardProps) {
  const text = texts[`${id}-text`];
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col card p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <div className="flex-1 space-y-2">{children}</div>
      <div className="mt-4 flex items-center gap-2 rounded-lg bg-subtle py-1 pr-1 pl-2">
        <output
          data-testid={`${id}-text`}
          className="min-w-0 flex-1 font-mono text-sm break-words text-ink"
          {...earlySlot(`${id}-text` satisfies ColorTextName)}
        >
          {text}
        </output>
        <CopyButton text={text} label={`Copy ${title}`} />
      </div>
    </section>
  );
}

interface ChannelFieldProps {
  id: string;
  /** The field's name for the page's early answer (src/early-answers/color.ts). */
  earlyName: string;
  label: string;
  value: string;
  max: number;
  onChange: (text: string) => void;
}

function ChannelField({ id, earlyName, label, value, max, onChange }: ChannelFieldProps) {
  return (
    <LabelledField
      id={id}
      label={label}
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-2"
    >
      {() => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...earlyField(earlyName)}
          className={`${inputClass} ${channelTextWhileEarly}`}
        />
      )}
    </LabelledField>
  );
}

/**
 * The colour converter: preview with random colour and native picker, and editable HEX, RGB and
 * HSL cards. Everything reads and writes the shared colour store.
 */
export default function ColorConverter() {
  const rootRef = useEarlyInput<HTMLDivElement>();
  const { color, fields } = useStore($color, { ssr: "initial" });
  const hexInvalid = isHexFieldInvalid({ color, fields });
  const texts = colorTexts(color);

  return (
    <div ref={rootRef} className="space-y-6">
      <section aria-labelledby="color-preview-heading" className="card p-5 shadow-sm">
        <h2 id="color-preview-heading" className="mb-4 text-lg font-semibold">
          Preview
        </h2>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div
            role="img"
            aria-label={`Color preview: ${color.hex}`}
            data-testid="color-swatch"
            className="h-36 w-full shrink-0 rounded-xl border border-line shadow-inner sm:h-40 sm:w-56"
            style={{ backgroundColor: color.hex }}
            {...earlyStale}
          />
          <div className="min-w-0 space-y-4">
            <div>
              <p className="text-sm text-muted">Current color</p>
              <p
                data-testid="preview-hex"
                className="font-mono text-3xl font-bold tracking-tight"
                {...earlySlot("preview-hex" satisfies ColorTextName)}
              >
                {texts["preview-hex"]}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => generateRandomColor()}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-strong px-4 font-semibold text-on-brand hover:opacity-90 focus-ring"
              >
                <ShuffleIcon size={18} />
                Generate Random Color
              </button>
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-medium text-ink hover:bg-subtle">
                <input
                  type="color"
                  value={color.hex.toLowerCase()}
                  onChange={(event) => applyHex(event.target.value)}
                  {...earlyField("picker")}
                  className={`h-8 w-10 cursor-pointer rounded border-0 bg-transparent p-0 ${pickerWhileEarly}`}
                />
                Pick a color
              </label>
            </div>
          </div>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-3">
        <FormatCard id="hex" title="HEX" texts={texts}>
          <LabelledField
            id="color-hex"
            label="Hex code"
            hint="6 hex digits, # optional (e.g. #3B82F6)"
            className=""
          >
            {(description) => (
              <input
                id="color-hex"
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={fields.hex}
                onChange={(event) => editHexField(event.target.value)}
                {...earlyField("hex")}
                {...description}
                aria-invalid={hexInvalid ? true : undefined}
                className={`${inputClass} font-mono uppercase ${hexInvalid ? "border-danger" : ""}`}
              />
            )}
          </LabelledField>
        </FormatCard>
        <FormatCard id="rgb" title="RGB" texts={texts}>
          <ChannelField
            id="color-r"
            earlyName="r"
            label="Red"
            value={fields.r}
            max={rgbChannelMax}
            onChange={(text) => editRgbField("r", text)}
          />
          <ChannelField
            id="color-g"
            earlyName="g"
            label="Green"
            value={fields.g}
            max={rgbChannelMax}
            onChange={(text) => editRgbField("g", text)}
          />
          <ChannelField
            id="color-b"
            earlyName="b"
            label="Blue"
            value={fields.b}
            max={rgbChannelMax}
            onChange={(text) => editRgbField("b", text)}
          />
        </FormatCard>
        <FormatCard id="hsl" title="HSL" texts={texts}>
          <ChannelField
            id="color-h"
            earlyName="h"
            label="Hue"
            value={fields.h}
            max={hslChannelMax.h}
            onChange={(text) => editHslField("h", text)}
          />
          <ChannelField
            id="color-s"
            earlyName="s"
            label="Saturation"
            value={fields.s}
            max={hslChannelMax.s}
            onChange={(text) => editHslField("s", text)}
          />
          <ChannelField
            id="color-l"
            earlyName="l"
            label="Lightness"
            value={fields.l}
            max={hslChannelMax.l}
            onChange={(text) => editHslField("l", text)}
          />
        </FormatCard>
      </div>
    </div>
  );
}
