/**
 * The plain-language context bands of spec §4 and §9: what a temperature, speed, area, pressure,
 * energy, power, angle or fuel economy means in everyday terms. Each label keeps the spec's key
 * words verbatim inside a readable sentence.
 */
export * from "./context-types";
export * from "./temperature/context";
export * from "./speed/context";
export * from "./area/context";
export * from "./pressure/context";
export * from "./energy/context";
export * from "./power/context";
export * from "./angle/context";
export * from "./fuel-economy/context";
