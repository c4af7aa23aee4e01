import { formatTrimmed } from "../../lib/number-format";
import type { TextStatistics } from "../../lib/text-tools/catalog";

export interface StatisticRow {
  key: keyof TextStatistics;
  label: string;
  value: string;
}

/**
 * The statistics as labelled, formatted rows, in the order the Quick Stats card lists them.
 * @example statisticRows(stats)[0] // { key: "characters", label: "Characters", value: "1,024" }
 */
export function statisticRows(statistics: TextStatistics): StatisticRow[] {
  const count = (value: number) => formatTrimmed(value, 0, true);
  return [
    { key: "characters", label: "Characters", value: count(statistics.characters) },
    {
      key: "charactersNoSpaces",
      label: "Characters (no spaces)",
      value: count(statistics.charactersNoSpaces),
    },
    { key: "words", label: "Words", value: count(statistics.words) },
    { key: "sentences", label: "Sentences", value: count(statistics.sentences) },
    { key: "paragraphs", label: "Paragraphs", value: count(statistics.paragraphs) },
    { key: "lines", label: "Lines", value: count(statistics.lines) },
    {
      key: "readingMinutes",
      label: "Reading time",
      value: `${count(statistics.readingMinutes)} min`,
    },
    {
      key: "speakingMinutes",
      label: "Speaking time",
      value: `${count(statistics.speakingMinutes)} min`,
    },
  ];
}
