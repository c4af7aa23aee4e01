import type { ReactNode } from "react";
import { CopyButton } from "./CopyButton";

interface ResultBoxProps {
  /** The answer, announced politely when it changes (data-testid="result"). */
  answer: ReactNode;
  /** Spread on the answer's line: the early answer's slot (earlySlot) and a style, if any. */
  answerProps?: Readonly<Record<string, unknown>>;
  /** The answer line's classes, where the answer is not the usual large number. */
  answerClassName?: string;
  /** A line above the answer, e.g. "1 foot =". */
  lead?: ReactNode;
  /** Why there is no answer, in role="alert". */
  error?: string | null | undefined;
  /** What to enter while there is nothing to answer. */
  idle?: string | null | undefined;
  /** What the copy button beside the answer copies; no button without it. */
  copyText?: string | null | undefined;
  /** The box's own classes: its margin, and a height kept for it. */
  className?: string;
  /** Lines under the answer (a fraction, notes, a rate). */
  children?: ReactNode;
}

/**
 * A tool's answer box: an optional line above, the answer, then its error or what to enter, the
 * lines under it, and a copy button beside it. The converters, cooking, currency, percentage, BMI,
 * number base, time zone and the home page's length card answer in one; the age calculator's
 * breakdown and the home page's BMI card (whose message takes the answer's line) keep their own
 * layout. It is in the chunk every island page loads.
 */
export function ResultBox({
  answer,
  answerProps,
  answerClassName = "result-text",
  lead,
  error,
  idle,
  copyText,
  className = "mt-4",
  children,
}: ResultBoxProps) {
  return (
    <div className={`result-box ${className}`}>
      <div className="result-body">
        {lead}
        <div data-testid="result" aria-live="polite" className={answerClassName} {...answerProps}>
          {answer}
        </div>
        {error && (
          <p role="alert" className="error-box">
            {error}
          </p>
        )}
        {idle && <p className="text-muted">{idle}</p>}
        {children}
      </div>
      {copyText && <CopyButton text={copyText} label="Copy result" />}
    </div>
  );
}
