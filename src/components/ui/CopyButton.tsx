import { Check, Copy } from "lucide";
import { makeIcon } from "./icons";
import { useCopy } from "./useCopy";

const CheckIcon = makeIcon(Check);
const CopyIcon = makeIcon(Copy);

interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name, e.g. 'Copy result'. */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** Copies `text`; shows a check for 2 s after success. A failure is only logged, as the spec says. */
export function CopyButton({ text, label, disabled = false, className = "" }: CopyButtonProps) {
  const [copied, copy] = useCopy();

  return (
    <button
      type="button"
      onClick={() => copy(text)}
      disabled={disabled}
      aria-label={copied ? `${label}: copied` : label}
      data-copied={copied ? "true" : "false"}
      className={`icon-button ${className}`}
    >
      {copied ? <CheckIcon size={18} className="text-success" /> : <CopyIcon size={18} />}
    </button>
  );
}
