import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  analyzeText,
  caseConversions,
  countGraphemes,
  emptyStatistics,
  extractEmails,
  extractNumbers,
  extractUrls,
  graphemes,
  isJoiningCharacter,
  readingMinutes,
  removeExtraSpaces,
  removeNumbers,
  removePunctuation,
  reverseText,
  reverseWords,
  runTextTools,
  speakingMinutes,
  textResults,
  textStatistics,
  textTransforms,
  toCamelCase,
  toKebabCase,
  toLowerCaseText,
  toPascalCase,
  toSentenceCase,
  toSnakeCase,
  toTitleCase,
  toUpperCaseText,
} from "./text-tools";

/** Text made of the characters the counters care about, so edge cases come up often. */
const trickyText = fc.string({
  unit: fc.constantFrom(
    "a",
    "B",
    "é",
    "e\u0301",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    ".",
    "!",
    "?",
    ",",
    "1",
    "😀",
    "👩‍👩‍👧",
    "🇫🇷",
    "\u00a0",
    "'",
    "-",
    "@",
    "ß",
    "\u0600",
    "\u3000",
    "👍🏽",
    "한",
    "\u1100",
    "\u1161",
    "\u11a8",
    "क",
    "्",
    "ष",
    "\r",
    "❤",
    "\u200d",
    "🔥",
    "\ufe0f",
    "\ud800",
    "’",
    "—",
    "\u{1f1e9}",
    "\u0e33",
    "\uff9e",
  ),
  maxLength: 60,
});

/** The statistics computed the obvious (slower) way, straight from the spec's wording. */
function naiveStatistics(text: string) {
  const segments = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].map(
    (part) => part.segment,
  );
  const words = text.split(/\s+/).filter((word) => word !== "").length;
  return {
    characters: segments.length,
    charactersNoSpaces: segments.filter((segment) => !/^\s+$/.test(segment)).length,
    words,
    sentences: text.split(/[.!?]/).filter((piece) => piece.trim() !== "").length,
    paragraphs: text.split(/\n\s*\n/).filter((piece) => piece.trim() !== "").length,
    lines: text === "" ? 0 : text.split("\n").length,
    readingMinutes: Math.ceil(words / 200),
    speakingMinutes: Math.ceil(words / 150),
  };
}

describe("textStatistics", () => {
  it("gives zero counts for empty text", () => {
    expect(textStatistics("")).toEqual(emptyStatistics);
    expect(Object.values(emptyStatistics).every((count) => count === 0)).toBe(true);
  });

  it("counts the guide's example", () => {
    expect(textStatistics("Hello there. How are you?\n\nFine!")).toEqual({
      characters: 32,
      charactersNoSpaces: 26,
      words: 6,
      sentences: 3,
      paragraphs: 2,
      lines: 3,
      readingMinutes: 1,
      speakingMinutes: 1,
    });
  });

  it("counts an emoji or an accented letter once", () => {
    expect(textStatistics("😀").characters).toBe(1);
    expect(textStatistics("e\u0301").characters).toBe(1);
    expect(textStatistics("👩‍👩‍👧 🇫🇷").characters).toBe(3);
    expect(textStatistics("👩‍👩‍👧 🇫🇷").charactersNoSpaces).toBe(2);
    expect(textStatistics("a\r\nb").characters).toBe(3);
    expect(textStatistics("a\r\nb").lines).toBe(2);
  });

  it("works out reading and speaking time by rounding up", () => {
    expect(readingMinutes(730)).toBe(4);
    expect(speakingMinutes(730)).toBe(5);
    expect(readingMinutes(10)).toBe(1);
    expect(speakingMinutes(0)).toBe(0);
    const text = "word ".repeat(201);
    expect(textStatistics(text)).toMatchObject({
      words: 201,
      readingMinutes: 2,
      speakingMinutes: 2,
    });
  });

  it("matches the straightforward definitions on any text", () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(textStatistics(text)).toEqual(naiveStatistics(text));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        expect(textStatistics(text)).toEqual(naiveStatistics(text));
      }),
    );
  });

  it("counts graphemes exactly where Latin text meets combining marks and prepended marks", () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(countGraphemes(text).total).toBe(graphemes(text).length);
      }),
      { numRuns: 500 },
    );
    expect(countGraphemes("\u06001\u0301").total).toBe(1);
  });

  it("knows every character that can join a neighbour (checked against this runtime's ICU)", () => {
    // Each code point that is not in the joining set is written as "a" + c + c: if the set is
    // right, every grapheme of the whole string is a single code point.
    const planes = [
      [0x0, 0x3ffff],
      [0xe0000, 0xeffff],
    ] as const;
    const pieces: string[] = [];
    for (const [first, last] of planes) {
      for (let code = first; code <= last; code += 1) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        const character = String.fromCodePoint(code);
        if (!isJoiningCharacter(character)) pieces.push("a", character, character);
      }
    }
    const joined = graphemes(pieces.join("")).filter((part) => [...part].length > 1);
    expect(joined.slice(0, 5)).toEqual([]);
    expect(isJoiningCharacter("\u0301")).toBe(true);
    expect(isJoiningCharacter("a")).toBe(false);
  }, 120_000);

  it("stays fast on 1 MB of text (mostly Latin with curly quotes and emoji)", () => {
    const paragraph = "The quick brown fox’s jump — über die Brücke 😀. Is it fast? Yes!\n\n";
    const text = paragraph.repeat(Math.ceil(1_048_576 / paragraph.length));
    const started = performance.now();
    const statistics = textStatistics(text);
    const elapsed = performance.now() - started;
    expect(statistics.paragraphs).toBe(Math.ceil(1_048_576 / paragraph.length));
    // Generous for a loaded 2-core machine; a quadratic pass would take minutes.
    expect(elapsed).toBeLessThan(1500);
  }, 30_000);
});

describe("case conversions", () => {
  const phrase = "the quick brown fox";

  it("converts the guide's phrase to every style", () => {
    expect(runTextTools(caseConversions, phrase).map((tool) => tool.output)).toEqual([
      "THE QUICK BROWN FOX",
      "the quick brown fox",
      "The Quick Brown Fox",
      "The quick brown fox",
      "theQuickBrownFox",
      "TheQuickBrownFox",
      "the_quick_brown_fox",
      "the-quick-brown-fox",
    ]);
  });

  it("capitalises every word in title case", () => {
    expect(toTitleCase("the QUICK (brown) fox's tale")).toBe("The Quick (Brown) Fox's Tale");
    expect(toTitleCase("  élan vital\nsecond LINE")).toBe("  Élan Vital\nSecond Line");
    expect(toTitleCase("3 little pigs")).toBe("3 Little Pigs");
  });

  it("capitalises the first letter of each sentence in sentence case", () => {
    expect(toSentenceCase("HELLO there. how ARE you? fine! ok")).toBe(
      "Hello there. How are you? Fine! Ok",
    );
    expect(toSentenceCase('  "quoted." next one')).toBe('  "Quoted." Next one');
    expect(toSentenceCase("first paragraph\n\nsecond paragraph")).toBe(
      "First paragraph\n\nSecond paragraph",
    );
    expect(toSentenceCase("version 2.5 is out")).toBe("Version 2.5 is out");
    expect(toSentenceCase("3 apples. ÉTÉ")).toBe("3 apples. Été");
  });

  it("keeps words with apostrophes whole and works line by line for identifiers", () => {
    expect(toCamelCase("don't stop\nversion 2 release")).toBe("dontStop\nversion2Release");
    expect(toPascalCase("hello world")).toBe("HelloWorld");
    expect(toSnakeCase("XMLHttpRequest id")).toBe("xml_http_request_id");
    expect(toKebabCase("Héllo Wörld")).toBe("héllo-wörld");
  });

  it("returns empty output for empty input and never throws", () => {
    for (const tool of caseConversions) expect(tool.convert("")).toBe("");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        for (const tool of [...caseConversions, ...textTransforms]) {
          expect(typeof tool.convert(text)).toBe("string");
        }
      }),
    );
  });

  it("agrees with upper and lower case on casing and length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(toLowerCaseText(toTitleCase(text))).toBe(toLowerCaseText(text));
        expect(toLowerCaseText(toSentenceCase(text))).toBe(toLowerCaseText(text));
        expect(toUpperCaseText(text)).toBe(text.toUpperCase());
      }),
    );
  });
});

describe("transforms", () => {
  it("reverses text by grapheme", () => {
    expect(reverseText("stressed")).toBe("desserts");
    expect(reverseText("noe\u0308l 😀 👩‍👩‍👧")).toBe("👩‍👩‍👧 😀 le\u0308on");
    expect(reverseText("a\r\nb")).toBe("b\r\na");
  });

  it("round-trips reverse text", () => {
    // Whole graphemes only: a lone combining mark cannot survive being moved next to a letter.
    const wholeGraphemes = fc.string({
      unit: fc.constantFrom(
        "a",
        "é",
        "e\u0301",
        " ",
        "\n",
        "\r\n",
        ".",
        "😀",
        "👩‍👩‍👧",
        "🇫🇷",
        "👍🏽",
        "한",
        "क्ष",
        "❤️",
        "’",
        "\t",
        "ß",
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(wholeGraphemes, (text) => {
        expect(reverseText(reverseText(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 40 }), (text) => {
        expect(reverseText(reverseText(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(reverseText(text)).toBe(graphemes(text).reverse().join(""));
      }),
    );
  });

  it("reverses words per line and round-trips", () => {
    expect(reverseWords("one two three")).toBe("three two one");
    expect(reverseWords("a b\r\nc  d")).toBe("b a\r\nd  c");
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(reverseWords(reverseWords(text))).toBe(text);
      }),
    );
  });

  it("removes extra spaces and is idempotent", () => {
    expect(removeExtraSpaces("  a   b \n c\t\td ")).toBe("a b\nc d");
    fc.assert(
      fc.property(trickyText, (text) => {
        const once = removeExtraSpaces(text);
        expect(removeExtraSpaces(once)).toBe(once);
        expect(once).not.toMatch(/[^\S\n]{2}/);
      }),
    );
  });

  it("removes punctuation and numbers", () => {
    expect(removePunctuation("Hello, world! It's (fine).")).toBe("Hello world Its fine");
    expect(removeNumbers("Room 101, floor 3")).toBe("Room , floor ");
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(removePunctuation(text)).not.toMatch(/\p{P}/u);
        expect(removeNumbers(text)).not.toMatch(/\d/);
      }),
    );
  });

  it("extracts numbers one per line", () => {
    expect(extractNumbers("Pay 1,250.50 by 2024-06-01, not -3 or v2")).toBe(
      "1,250.50\n2024\n06\n01\n-3\n2",
    );
    expect(extractNumbers("no digits")).toBe("");
  });

  it("extracts e-mail addresses one per line, each once", () => {
    expect(
      extractEmails("Write to ana@example.com, bo.li+news@mail.example.org. Or ana@example.com!"),
    ).toBe("ana@example.com\nbo.li+news@mail.example.org");
    expect(extractEmails("not@an-address, @alone, a@b.c, x@@y.com")).toBe("");
    expect(extractEmails("josé@exämple.es")).toBe("josé@exämple.es");
  });

  it("extracts URLs one per line, each once, without trailing punctuation", () => {
    expect(
      extractUrls(
        "See https://example.com/a?b=1, (www.example.org). Also http://x.io/path_(1) and https://example.com/a?b=1.",
      ),
    ).toBe("https://example.com/a?b=1\nwww.example.org\nhttp://x.io/path_(1)");
    expect(extractUrls("https:// nothing here")).toBe("");
  });

  it("keeps extractions linear on hostile 1 MB inputs", () => {
    const hostile = [
      "@".repeat(1_000_000),
      "a".repeat(1_000_000) + "@",
      "a.".repeat(500_000) + "@x",
      `x@${"a.".repeat(300_000)}1`,
      `https://${")".repeat(1_000_000)}`,
      ". ".repeat(500_000),
      "\n".repeat(1_000_000),
      `.${" ".repeat(1_000_000)}`,
      "-1".repeat(500_000),
    ];
    const started = performance.now();
    for (const text of hostile) {
      for (const tool of textTransforms) tool.convert(text);
      toTitleCase(text);
      toSentenceCase(text);
      textStatistics(text);
    }
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 60_000);
});

describe("analyzeText", () => {
  it("finds the most frequent words, the longest word and averages", () => {
    const analysis = analyzeText("The cat and the hat. The end!");
    expect(analysis.topWords.slice(0, 2)).toEqual([
      { word: "the", count: 3 },
      { word: "cat", count: 1 },
    ]);
    expect(analysis.uniqueWords).toBe(5);
    expect(analysis.longestWord).toBe("The");
    expect(analysis.averageSentenceLength).toBe(3.5);
    expect(analysis.averageWordLength).toBe(3);
  });

  it("is all zeros for empty text", () => {
    expect(analyzeText("")).toEqual({
      statistics: emptyStatistics,
      uniqueWords: 0,
      averageWordLength: 0,
      averageSentenceLength: 0,
      longestWord: "",
      topWords: [],
    });
  });
});

describe("textResults", () => {
  it("computes only the visible view's outputs", () => {
    const caseView = textResults("one two", "case");
    expect(caseView.outputs.map((item) => item.id)).toEqual(caseConversions.map((tool) => tool.id));
    expect(caseView.analysis).toBeNull();
    expect(caseView.statistics.words).toBe(2);
    const transformView = textResults("one two", "transform");
    expect(transformView.outputs.find((item) => item.id === "reverseWords")?.output).toBe(
      "two one",
    );
    const statsView = textResults("one two one", "stats");
    expect(statsView.outputs).toEqual([]);
    expect(statsView.analysis?.topWords[0]).toEqual({ word: "one", count: 2 });
  });

  it("gives empty outputs and zero counts for empty text", () => {
    const results = textResults("", "transform");
    expect(results.outputs.every((item) => item.output === "")).toBe(true);
    expect(results.statistics).toEqual(emptyStatistics);
  });
});
