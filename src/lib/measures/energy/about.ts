/** What only the energy pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { EnergyUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

/** Where each energy unit is used: a paragraph for its pair pages. */
export const unitUses = {
  joule:
    "The joule is the SI unit of energy: the work done by a force of one newton over one meter, or one watt flowing for one second. Physics, chemistry and engineering work in joules, and food labels in many countries give energy in kilojoules.",
  kilojoule:
    "A kilojoule is 1,000 joules. Food energy is labelled in kilojoules in Australia, New Zealand and the European Union (beside kilocalories), and chemistry tables give reaction energies in kJ per mole.",
  calorie:
    "The small calorie converted here, 4.184 joules, is about the energy needed to warm one gram of water by one degree Celsius. Chemistry and physics use it; the Calories on food labels are kilocalories, a thousand times larger.",
  kilocalorie:
    "A kilocalorie is 1,000 small calories, or 4.184 kilojoules. It is the Calorie of diets and food labels: adults eat roughly 2,000 to 2,500 kcal a day, and exercise machines report the energy burned in kcal.",
  btu: "The British thermal unit is about the energy that warms one pound of water by one degree Fahrenheit, about 1,055 joules. In the United States heating and cooling equipment, natural gas (billed in therms of 100,000 BTU) and the energy content of fuels are rated in BTU.",
  watt_hour:
    "A watt-hour is the energy of a one-watt load running for one hour, 3,600 joules. The capacities of phone, laptop, power bank and e-bike batteries are given in watt-hours; airlines accept power banks up to 100 Wh in cabin baggage without approval.",
  kilowatt_hour:
    "A kilowatt-hour is 1,000 watt-hours, or 3.6 megajoules. Electricity bills charge per kilowatt-hour, and electric car batteries (typically 40 to 100 kWh) and the output of home solar panels are measured in it.",
} as const satisfies Readonly<Record<EnergyUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard };
