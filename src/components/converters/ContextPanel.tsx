import { Flame, Snowflake, Thermometer } from "lucide";
import type { TemperatureIcon } from "../../lib/measures/context-types";
import type { ConverterContext } from "../../lib/measures/define-converter";
import { makeIcon } from "../ui/icons";
import { neutralToneClasses, toneClasses } from "./tones";

/** The icons of the context's icon keys (the temperature banner). */
const contextIcons: Record<TemperatureIcon, ReturnType<typeof makeIcon>> = {
  snowflake: /* @__PURE__ */ makeIcon(Snowflake),
  thermometer: /* @__PURE__ */ makeIcon(Thermometer),
  flame: /* @__PURE__ */ makeIcon(Flame),
};

/** The context line under a result: a temperature banner, a fuel rating box or a plain line. */
export function ContextPanel({ context }: { context: ConverterContext }) {
  const tone = context.tone ? toneClasses[context.tone] : neutralToneClasses;
  const Icon = context.icon ? contextIcons[context.icon] : null;
  return (
    <div className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${tone}`}>
      {Icon && <Icon size={24} className="mt-0.5 shrink-0" />}
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide uppercase opacity-80">
          {context.heading}
        </p>
        {/* Room kept for the text, whose length changes with the value's band. */}
        <div data-testid="context" className="mt-0.5 min-h-18 sm:min-h-12">
          {context.formula && <p className="font-mono text-sm tabular-nums">{context.formula}</p>}
          {context.rating ? (
            <p>
              <span className="text-xl font-bold">{context.rating}</span>
              <span className="mx-2" aria-hidden="true">
                ·
              </span>
              <span>{context.text}</span>
            </p>
          ) : (
            <p className="font-medium">{context.text}</p>
          )}
        </div>
      </div>
    </div>
  );
}
