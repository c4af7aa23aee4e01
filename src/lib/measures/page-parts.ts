/**
 * The parts of a measure that only its pages print: the reference card (`<id>/reference.ts`), where
 * each unit is used and what a unit of two meanings means on a pair page (`<id>/names.ts`). Each is
 * found in the measure's folder by its file and export name, so a new measure brings its own; they
 * stay out of the list of measures (./index.ts) because Quick convert's browser code reads that
 * list and has no use for them.
 */
import type { ConverterId } from ".";
import type { ReferenceCardData } from "./reference-card";
import type { UnitMeaning } from "./types";

type ByFolder<Part> = Readonly<Record<string, Part>>;

const referenceCardModules: ByFolder<ReferenceCardData> = import.meta.glob("./*/reference.ts", {
  eager: true,
  import: "referenceCard",
});
/** A measure's names.ts, as the pages read it (unitMeanings only where a unit has two meanings). */
interface NamesModule {
  unitUses?: Readonly<Record<string, string>>;
  unitMeanings?: Readonly<Partial<Record<string, UnitMeaning>>>;
}
const namesModules: ByFolder<NamesModule> = import.meta.glob("./*/names.ts", { eager: true });

function fromFolder<Part>(
  modules: ByFolder<Part>,
  id: ConverterId,
  file: string,
): Part | undefined {
  return modules[`./${id}/${file}`];
}

/**
 * The side card of a converter page.
 * @example measureReferenceCard("length").title // "Quick Reference"
 */
export function measureReferenceCard(id: ConverterId): ReferenceCardData {
  const card = fromFolder(referenceCardModules, id, "reference.ts");
  if (!card) throw new Error(`src/lib/measures/${id}/reference.ts exports no referenceCard`);
  return card;
}

/**
 * Where each unit of a measure is used, by unit key.
 * @example measureUnitUses("length")["meter"]?.startsWith("The SI base unit") // true
 */
export function measureUnitUses(id: ConverterId): Readonly<Record<string, string>> {
  const uses = fromFolder(namesModules, id, "names.ts")?.unitUses;
  if (!uses) throw new Error(`src/lib/measures/${id}/names.ts exports no unitUses`);
  return uses;
}

/**
 * What the pair pages say of each unit of a measure whose name also means another unit (none for
 * most measures).
 * @example measureUnitMeanings("volume")["gallon"]?.sizeIn // "liter"
 */
export function measureUnitMeanings(
  id: ConverterId,
): Readonly<Partial<Record<string, UnitMeaning>>> {
  return fromFolder(namesModules, id, "names.ts")?.unitMeanings ?? {};
}
