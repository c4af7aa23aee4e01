/**
 * The text tools' names and empty results, as plain data. The page's islands import only this
 * (a few hundred bytes); the conversions themselves (text-tools.ts) run in a Web Worker.
 */

export type CaseStyle =
  "upper" | "lower" | "title" | "sentence" | "camel" | "pascal" | "snake" | "kebab";

export type TransformId =
  | "reverseText"
  | "reverseWords"
  | "removeExtraSpaces"
  | "removePunctuation"
  | "removeNumbers"
  | "extractNumbers"
  | "extractEmails"
  | "extractUrls";

/** The three views of the text tools page. */
export type TextView = "case" | "transform" | "stats";

export interface ToolName<Id extends string> {
  id: Id;
  label: string;
}

export const caseStyleNames: readonly ToolName<CaseStyle>[] = [
  { id: "upper", label: "UPPER CASE" },
  { id: "lower", label: "lower case" },
  { id: "title", label: "Title Case" },
  { id: "sentence", label: "Sentence case" },
  { id: "camel", label: "camelCase" },
  { id: "pascal", label: "PascalCase" },
  { id: "snake", label: "snake_case" },
  { id: "kebab", label: "kebab-case" },
];

export const transformNames: readonly ToolName<TransformId>[] = [
  { id: "reverseText", label: "Reverse Text" },
  { id: "reverseWords", label: "Reverse Words" },
  { id: "removeExtraSpaces", label: "Remove Extra Spaces" },
  { id: "removePunctuation", label: "Remove Punctuation" },
  { id: "removeNumbers", label: "Remove Numbers" },
  { id: "extractNumbers", label: "Extract Numbers" },
  { id: "extractEmails", label: "Extract Emails" },
  { id: "extractUrls", label: "Extract URLs" },
];

/**
 * The tools a view lists (none for the stats view).
 * @example toolNamesFor("case")[0] // { id: "upper", label: "UPPER CASE" }
 */
export function toolNamesFor(view: TextView): readonly ToolName<CaseStyle | TransformId>[] {
  if (view === "case") return caseStyleNames;
  return view === "transform" ? transformNames : [];
}

export interface TextStatistics {
  /** Graphemes, spaces included. */
  characters: number;
  /** Graphemes that are not whitespace. */
  charactersNoSpaces: number;
  /** Runs of non-whitespace. */
  words: number;
  /** Pieces between '.', '!' and '?' that hold something other than whitespace. */
  sentences: number;
  /** Blocks of text separated by blank lines. */
  paragraphs: number;
  /** Newline-separated lines; 0 for empty text. */
  lines: number;
  /** ceil(words / 200), minutes. */
  readingMinutes: number;
  /** ceil(words / 150), minutes. */
  speakingMinutes: number;
}

export const emptyStatistics: TextStatistics = {
  characters: 0,
  charactersNoSpaces: 0,
  words: 0,
  sentences: 0,
  paragraphs: 0,
  lines: 0,
  readingMinutes: 0,
  speakingMinutes: 0,
};

export interface WordFrequency {
  word: string;
  count: number;
}

export interface TextAnalysis {
  statistics: TextStatistics;
  /** Distinct words, compared in lower case without surrounding punctuation. */
  uniqueWords: number;
  /** Mean letters and digits per word. */
  averageWordLength: number;
  /** Mean words per sentence. */
  averageSentenceLength: number;
  longestWord: string;
  /** The most frequent words, most frequent first (ties in order of first use). */
  topWords: WordFrequency[];
}

export const emptyAnalysis: TextAnalysis = {
  statistics: emptyStatistics,
  uniqueWords: 0,
  averageWordLength: 0,
  averageSentenceLength: 0,
  longestWord: "",
  topWords: [],
};

export interface ToolOutput {
  id: string;
  label: string;
  output: string;
}

export interface ViewOutputs {
  /** Outputs of the case or transform view; empty for the stats view. */
  outputs: ToolOutput[];
  /** Vocabulary figures of the stats view; null for the other views. */
  analysis: TextAnalysis | null;
}

/**
 * What a view shows for empty text: every tool with an empty output, or the all-zero analysis.
 * @example emptyViewOutputs("case").outputs[0] // { id: "upper", label: "UPPER CASE", output: "" }
 */
export function emptyViewOutputs(view: TextView): ViewOutputs {
  if (view === "stats") return { outputs: [], analysis: emptyAnalysis };
  return {
    outputs: toolNamesFor(view).map(({ id, label }) => ({ id, label, output: "" })),
    analysis: null,
  };
}
