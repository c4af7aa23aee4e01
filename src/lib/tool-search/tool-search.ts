/**
 * The home page's tool search: a tool matches when every word of the query starts a word of its
 * name, its keywords (unit names included) or its description; names rank above keywords, and
 * keywords above descriptions. Words match from their start, so "stone" finds "stone" and
 * "stones" but not "milestones".
 */

/** What the search reads of a tool. */
export interface SearchableTool {
  readonly name: string;
  /** Search words: the tool's keywords and, for a converter, its units' names and symbols. */
  readonly keywords: readonly string[];
  readonly description: string;
}

/** How much a query word counts where it is found. */
const fieldWeights = { name: 4, keywords: 2, description: 1 } as const;

/**
 * The words of a text, lowercased, without accents; symbols and punctuation separate words.
 * @example searchWords("Convert °F to km/h!") // ["convert", "f", "to", "km", "h"]
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** The words of each field of a tool, read once per tool. */
interface IndexedTool<Tool> {
  tool: Tool;
  fields: readonly (readonly [weight: number, words: readonly string[]])[];
}

function indexTool<Tool extends SearchableTool>(tool: Tool): IndexedTool<Tool> {
  return {
    tool,
    fields: [
      [fieldWeights.name, searchWords(tool.name)],
      [fieldWeights.keywords, tool.keywords.flatMap(searchWords)],
      [fieldWeights.description, searchWords(tool.description)],
    ],
  };
}

/**
 * How well a tool matches the words of a query: 0 when some word starts no word of the tool,
 * otherwise the sum over the query's words of the weight of the best field each starts a word in.
 * @example toolSearchScore(["stone"], { name: "Weight Converter", keywords: ["stone"], description: "" }) // 2
 */
export function toolSearchScore(queryWords: readonly string[], tool: SearchableTool): number {
  return scoreIndexed(queryWords, indexTool(tool));
}

function scoreIndexed(queryWords: readonly string[], indexed: IndexedTool<unknown>): number {
  let score = 0;
  for (const queryWord of queryWords) {
    let best = 0;
    for (const [weight, words] of indexed.fields) {
      if (weight > best && words.some((word) => word.startsWith(queryWord))) best = weight;
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/**
 * The tools that match a query, best first (ties keep the list's order); every tool, in order,
 * for an empty query.
 * @example rankTools("stone", tools).map((tool) => tool.name) // ["Weight Converter"]
 */
export function rankTools<Tool extends SearchableTool>(
  query: string,
  tools: readonly Tool[],
): Tool[] {
  const queryWords = searchWords(query);
  if (queryWords.length === 0) return [...tools];
  return tools
    .map((tool, order) => ({ tool, order, score: scoreIndexed(queryWords, indexTool(tool)) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ tool }) => tool);
}
