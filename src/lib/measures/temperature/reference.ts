/**
 * The temperature converter's Reference Points, computed through the temperature conversion.
 */
import { type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { formatTrimmed } from "../../number-format";
import { convertTemperature } from "./convert";

function temperatureTriple(celsius: number, withKelvin: boolean, suffix = ""): string {
  const fahrenheit = convertTemperature(celsius, "celsius", "fahrenheit");
  const parts = [
    `${formatTrimmed(celsius, 2)}°C${suffix}`,
    `${formatTrimmed(fahrenheit, 2)}°F${suffix}`,
  ];
  if (withKelvin)
    parts.push(`${formatTrimmed(convertTemperature(celsius, "celsius", "kelvin"), 2)}K`);
  return parts.join(" / ");
}

function temperatureRange(lowCelsius: number, highCelsius: number): string {
  const toF = (celsius: number) =>
    formatTrimmed(convertTemperature(celsius, "celsius", "fahrenheit"), 2);
  return `${lowCelsius}-${highCelsius}°C / ${toF(lowCelsius)}-${toF(highCelsius)}°F`;
}

/** Temperature Reference Points. */
export const temperatureReference: ReferenceLine[] = [
  { term: "Water freezes", value: temperatureTriple(0, true) },
  { term: "Water boils", value: temperatureTriple(100, true) },
  { term: "Normal body temperature", value: temperatureTriple(37, false) },
  { term: "Fever", value: temperatureTriple(38, false, "+") },
  { term: "Room temperature", value: temperatureRange(20, 25) },
  { term: "Hot day", value: temperatureTriple(35, false) },
];

/** The side card of the temperature converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Reference Points",
  sections: [{ lines: temperatureReference }],
};
