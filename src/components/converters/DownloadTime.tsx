import { useId, useState } from "react";
import { LabelledSelect } from "../ui/LabelledSelect";
import { useEarlyInput } from "../ui/useEarlyInput";
import { NumberField } from "../calculators/NumberField";
import { useReadingField } from "../calculators/useReadingField";
import { unsignedConverterRule } from "../../lib/input";
import {
  downloadTimeTexts,
  type DownloadTimeFields,
  type DownloadTimeForm,
} from "../../lib/measures/data-transfer-rate/download-time";

interface DownloadTimeProps {
  /** The choices, the default fields and their answer, worked out on the server. */
  form: DownloadTimeForm;
}

/**
 * The data transfer rate page's download time form: a file size (decimal or binary units, named
 * as such) and a rate, answered with the time in hours, minutes and seconds. The server renders
 * its default answer (1 GB at 100 Mbit/s); the page hydrates it only when the visitor reaches into
 * it (`client:interaction`), so its code is no part of the page's load. Edits made before
 * hydration are replayed, so they are answered too.
 */
export default function DownloadTime({ form }: DownloadTimeProps) {
  const rootRef = useEarlyInput<HTMLElement>();
  // Prefixed so the id starts with a letter (React's ids start with an underscore).
  const id = `download${useId()}`;
  const [sizeUnit, setSizeUnit] = useState(form.defaults.sizeUnit);
  const [rateUnit, setRateUnit] = useState(form.defaults.rateUnit);
  // Each number field keeps its rule's message, says how its text was read, and reads what people
  // write in its unit ('1.5 GB' in megabytes, '100/8'; useReadingField).
  const size = useReadingField(form.defaults.size, unsignedConverterRule, {
    measure: "data-storage",
    unit: sizeUnit,
  });
  const rate = useReadingField(form.defaults.rate, unsignedConverterRule, {
    measure: "data-transfer-rate",
    unit: rateUnit,
  });

  const fields: DownloadTimeFields = { size: size.reading, sizeUnit, rate: rate.reading, rateUnit };
  const { defaults } = form;
  const asServed = (Object.keys(defaults) as (keyof DownloadTimeFields)[]).every(
    (name) => fields[name] === defaults[name],
  );
  // The server's answer while the fields are as it served them, so hydration changes nothing.
  const shown = asServed ? form.answer : downloadTimeTexts(fields);

  return (
    <section ref={rootRef} aria-labelledby={`${id}-heading`} className="island-card">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Download time
      </h2>
      <p className="mt-1 text-sm text-muted">
        How long a file takes to arrive at a steady rate, with no time lost to the network.
      </p>
      <div className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <NumberField id={`${id}-size`} label="File size" field={size} />
        <LabelledSelect
          id={`${id}-size-unit`}
          label="File size unit"
          value={sizeUnit}
          options={form.sizeUnits}
          onChange={setSizeUnit}
        />
        <NumberField id={`${id}-rate`} label="Transfer rate" field={rate} />
        <LabelledSelect
          id={`${id}-rate-unit`}
          label="Rate unit"
          value={rateUnit}
          options={form.rateUnits}
          onChange={setRateUnit}
        />
      </div>
      <div className="result-box mt-4">
        <div className="result-body">
          {shown.question && <p className="text-sm text-muted">{shown.question} takes</p>}
          <p
            data-testid="download-time-result"
            aria-live="polite"
            className="result-text empty:hidden"
          >
            {shown.time}
          </p>
          {shown.inSeconds && <p className="text-sm text-muted">{shown.inSeconds} in all</p>}
          {shown.error && (
            <p role="alert" className="error-box">
              {shown.error}
            </p>
          )}
          {shown.prompt && <p className="text-muted">{shown.prompt}</p>}
        </div>
      </div>
    </section>
  );
}
