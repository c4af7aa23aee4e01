/**
 * The plain-language context bands of spec §4 and §9: what a temperature, speed, area, pressure,
 * energy, power, angle or fuel economy means in everyday terms. Each label keeps the spec's key
 * words verbatim inside a readable sentence.
 */
export * from "./context-bands/types";
export * from "./context-bands/temperature";
export * from "./context-bands/speed";
export * from "./context-bands/area";
export * from "./context-bands/pressure";
export * from "./context-bands/energy";
export * from "./context-bands/power";
export * from "./context-bands/angle";
export * from "./context-bands/fuel";
