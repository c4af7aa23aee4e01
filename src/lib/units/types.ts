/**
 * The shape of a linear unit table: every unit of a measure converts to the measure's base unit by
 * multiplying with its factor (the base unit has factor 1).
 */

export interface LinearUnit {
  /** Machine key, used in selects and the URL query, e.g. 'meter'. */
  readonly key: string;
  /** Option text, e.g. 'Meters (m)'. */
  readonly label: string;
  /** Printed after a result, e.g. 'm'. */
  readonly symbol: string;
  /** The select's option group, e.g. 'Metric'. */
  readonly group: string;
  /** Multiply a value in this unit by the factor to get the base unit. */
  readonly factor: number;
}

/** The keys of a unit table declared `as const`. */
export type UnitKeyOf<Table extends readonly LinearUnit[]> = Table[number]["key"];
