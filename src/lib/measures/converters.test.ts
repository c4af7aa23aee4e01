import { allConversions } from "../converter/all-conversions";
import { conversionContext } from "./contexts";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  converterIds,
  defaultState,
  evaluateConversion,
  findUnit,
  isConverterId,
  queryFromState,
  stateFromQuery,
  type ConversionOutcome,
  type ConverterConfig,
} from ".";
import { converters, measures } from "./all";
import type { MeasureContext } from "./measure";
import { acceptInput, signedConverterRule, unsignedConverterRule } from "../input";
import { fuelEconomyRule } from "./fuel-economy/converter";
import { messages } from "../messages";

function resultOf(outcome: ConversionOutcome) {
  if (outcome.status !== "result")
    throw new Error(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** Every measure's context line function (null for a measure without one). */
const contexts: Readonly<Record<string, MeasureContext | null>> = Object.fromEntries(
  await Promise.all(
    converterIds.map(async (id) => [id, (await measures[id].context?.()) ?? null] as const),
  ),
);

/** The context line of a typed conversion (loaded with the details on the page). */
function contextOf(config: ConverterConfig, valueText: string, from: string, to: string) {
  const outcome = evaluateConversion(config, valueText, from, to);
  if (outcome.status !== "result") return null;
  return conversionContext(contexts[config.id] ?? null, config, { ...outcome, from, to });
}

function convertText(config: ConverterConfig, value: string, from: string, to: string) {
  return resultOf(evaluateConversion(config, value, from, to));
}

describe("the twenty converters", () => {
  it("are the measures of the list", () => {
    expect(converterIds).toHaveLength(20);
    expect(isConverterId("length")).toBe(true);
    expect(isConverterId("cooking")).toBe(false);
  });

  it.each([
    // Spec §4 'Defaults' (length: meter → foot, from the brief).
    ["length", "meter", "foot"],
    ["weight", "kilogram", "pound"],
    ["temperature", "celsius", "fahrenheit"],
    ["volume", "liter", "gallon"],
    ["data-storage", "gigabyte", "megabyte"],
    ["speed", "kilometers_per_hour", "miles_per_hour"],
    ["area", "square_meter", "square_foot"],
    ["pressure", "psi", "bar"],
    ["energy", "kilowatt_hour", "joule"],
    ["power", "kilowatt", "horsepower"],
    ["angle", "degree", "radian"],
    ["fuel-economy", "mpg_us", "l_per_100km"],
    // Issue 35's measures.
    ["acceleration", "standard_gravity", "meter_per_second_squared"],
    ["force", "pound_force", "newton"],
    ["torque", "newton_meter", "pound_force_foot"],
    ["density", "gram_per_cubic_centimeter", "kilogram_per_cubic_meter"],
    // Issue 35.
    ["time", "hours", "minutes"],
    ["data-transfer-rate", "megabits_per_second", "megabytes_per_second"],
    ["frequency", "hertz", "rpm"],
    ["flow-rate", "liters_per_minute", "us_gallons_per_minute"],
  ] as const)("%s defaults to 1 %s → %s", (id, from, to) => {
    expect(defaultState(converters[id])).toEqual({ valueText: "1", from, to });
  });

  it.each([
    ["length", "3.28084 ft"],
    ["weight", "2.204623 lb"],
    ["temperature", "33.80°F"],
    ["volume", "0.264172 gal"],
    ["data-storage", "1024 MB"],
    ["speed", "0.62 mph"],
    ["area", "10.7639 ft²"],
    ["pressure", "0.0689476 bar"],
    ["energy", "3.6000e+6 J"],
    ["power", "1.34102 hp"],
    ["angle", "0.017453 rad"],
    ["fuel-economy", "235.21 L/100km"],
    ["acceleration", "9.80665 m/s²"],
    ["force", "4.44822 N"],
    ["torque", "0.737562 lbf·ft"],
    ["density", "1,000 kg/m³"],
    ["time", "60 min"],
    ["data-transfer-rate", "0.125 MB/s"],
    ["frequency", "60 rpm"],
    ["flow-rate", "0.264172 US gal/min"],
  ] as const)("%s shows %s for its default", (id, expected) => {
    const state = defaultState(converters[id]);
    expect(convertText(converters[id], state.valueText, state.from, state.to).resultText).toBe(
      expected,
    );
  });

  it("uses the spec's input rule per page, with a minus where the value has a direction", () => {
    const signed = ["temperature", "angle", "acceleration", "force", "torque"];
    for (const id of converterIds) {
      const expected =
        id === "fuel-economy"
          ? fuelEconomyRule
          : signed.includes(id)
            ? signedConverterRule
            : unsignedConverterRule;
      expect(converters[id].inputRule).toBe(expected);
    }
    expect(converters["fuel-economy"].inputRule.tooLongMessage).toBe(
      "Maximum of 10 digits allowed.",
    );
    expect(converters.length.inputRule.tooLongMessage).toBe("Maximum of 16 digits allowed.");
  });

  it("groups the unit selects as the spec does", () => {
    const groups = (id: (typeof converterIds)[number]) =>
      converters[id].unitGroups.map((group) => [group.label, group.units.map((unit) => unit.key)]);
    expect(groups("length")).toEqual([
      ["Metric", ["meter", "kilometer", "centimeter", "millimeter"]],
      ["Imperial", ["inch", "foot", "yard", "mile"]],
    ]);
    expect(groups("power")).toEqual([
      ["SI Units", ["watt", "kilowatt"]],
      ["Imperial", ["horsepower", "btu_per_hour"]],
    ]);
    expect(groups("volume").map(([label]) => label)).toEqual(["Metric", "Imperial", "Cooking"]);
    // The spec's three groups, and ours of the decimal units after them.
    expect(groups("data-storage").map(([label]) => label)).toEqual([
      "Basic",
      "Standard",
      "Network",
      "Decimal (SI)",
    ]);
    expect(groups("speed").map(([label]) => label)).toEqual(["Metric", "Imperial", "Nautical"]);
    expect(groups("pressure").map(([label]) => label)).toEqual([
      "SI",
      "Metric",
      "Imperial",
      "Standard",
    ]);
    expect(groups("energy").map(([label]) => label)).toEqual([
      "SI",
      "Food",
      "Imperial",
      "Electrical",
    ]);
    expect(groups("fuel-economy")).toEqual([
      ["US", ["mpg_us"]],
      ["UK", ["mpg_imperial"]],
      ["Metric", ["l_per_100km", "km_per_l"]],
    ]);
    expect(groups("acceleration")).toEqual([
      [
        "Metric",
        [
          "meter_per_second_squared",
          "centimeter_per_second_squared",
          "kilometer_per_hour_per_second",
        ],
      ],
      [
        "Imperial",
        ["foot_per_second_squared", "inch_per_second_squared", "mile_per_hour_per_second"],
      ],
      ["Standard", ["standard_gravity"]],
    ]);
    expect(groups("force")).toEqual([
      ["SI", ["newton", "kilonewton", "meganewton"]],
      ["Metric", ["kilogram_force", "tonne_force", "dyne"]],
      ["Imperial", ["pound_force", "ounce_force", "kip", "poundal"]],
    ]);
    expect(groups("torque").map(([label]) => label)).toEqual(["SI", "Metric", "Imperial"]);
    expect(groups("density").map(([label]) => label)).toEqual(["Metric", "Imperial", "Per gallon"]);
    expect(groups("time").map(([label]) => label)).toEqual([
      "Seconds",
      "Clock and calendar",
      "Mean Gregorian calendar",
    ]);
    expect(groups("data-transfer-rate").map(([label]) => label)).toEqual([
      "Bits per second",
      "Bytes per second (decimal)",
      "Bytes per second (binary)",
    ]);
    expect(groups("frequency")).toEqual([
      ["SI (hertz)", ["hertz", "kilohertz", "megahertz", "gigahertz", "terahertz"]],
      ["Rotation", ["rpm", "radian_per_second"]],
    ]);
    expect(groups("flow-rate").map(([label]) => label)).toEqual([
      "Metric",
      "US customary",
      "Imperial",
    ]);
    expect(groups("temperature")).toEqual([[null, ["celsius", "fahrenheit", "kelvin"]]]);
    expect(groups("angle")).toEqual([[null, ["degree", "radian", "gradian"]]]);
  });
});

describe("evaluateConversion", () => {
  it("is idle for empty text and a lone minus, with no context but the angle's prompt", () => {
    for (const id of converterIds) {
      const config = converters[id];
      for (const text of ["", "   ", "-", "."]) {
        const outcome = evaluateConversion(config, text, config.defaultFrom, config.defaultTo);
        expect(outcome.status).toBe("idle");
        if (outcome.status === "idle") {
          expect(outcome.context?.text ?? null).toBe(
            id === "angle" ? "Enter a value for context" : null,
          );
        }
      }
    }
  });

  it("rejects a non-number with 'Please enter a valid number'", () => {
    expect(evaluateConversion(converters.length, "abc", "meter", "foot")).toEqual({
      status: "error",
      message: messages.invalidNumber,
    });
  });

  it("has no result for a fuel economy of 0 ('Invalid input value') but converts any positive value", () => {
    for (const text of ["0", "0.0", "-3"]) {
      expect(evaluateConversion(converters["fuel-economy"], text, "mpg_us", "l_per_100km")).toEqual(
        {
          status: "error",
          message: messages.invalidInput,
        },
      );
    }
    expect(
      convertText(converters["fuel-economy"], "0.5", "km_per_l", "l_per_100km").resultText,
    ).toBe("200 L/100km");
  });

  it("rejects a negative value on the unsigned converters and converts it where it has a direction", () => {
    expect(evaluateConversion(converters.length, "-1", "meter", "foot")).toEqual({
      status: "error",
      message: messages.invalidInput,
    });
    expect(convertText(converters.temperature, "-40", "celsius", "fahrenheit").resultText).toBe(
      "-40.00°F",
    );
    expect(convertText(converters.angle, "-90", "degree", "degree").resultText).toBe("-90°");
    expect(convertText(converters.force, "-10", "kilogram_force", "newton").resultText).toBe(
      "-98.0665 N",
    );
    expect(
      convertText(converters.acceleration, "-1", "standard_gravity", "foot_per_second_squared")
        .resultText,
    ).toBe("-32.174 ft/s²");
    expect(
      convertText(converters.torque, "-100", "newton_meter", "pound_force_foot").resultText,
    ).toBe("-73.7562 lbf·ft");
    expect(
      evaluateConversion(
        converters.density,
        "-1",
        "gram_per_cubic_centimeter",
        "kilogram_per_cubic_meter",
      ),
    ).toEqual({ status: "error", message: messages.invalidInput });
  });

  it("accepts 0 on the unsigned converters", () => {
    expect(convertText(converters.energy, "0", "joule", "kilojoule").resultText).toBe("0 kJ");
    expect(contextOf(converters.area, "0", "square_meter", "acre")?.text).toBe(
      "Enter a value to see a size reference",
    );
  });

  it("fails safely on unknown units", () => {
    expect(evaluateConversion(converters.length, "1", "meter", "pound")).toEqual({
      status: "error",
      message: messages.conversionFailed,
    });
  });

  it("lists the value in every unit but the from-unit", () => {
    const otherUnits = allConversions(converters.length, 1, "meter");
    expect(otherUnits.map((item) => item.unit.key)).toEqual([
      "kilometer",
      "centimeter",
      "millimeter",
      "inch",
      "foot",
      "yard",
      "mile",
    ]);
    expect(otherUnits.find((item) => item.unit.key === "inch")?.text).toBe("39.370079 in");
    expect(
      allConversions(converters.length, 1, "meter", "d2").find((item) => item.unit.key === "inch")
        ?.text,
    ).toBe("39.37 in");
  });

  it("lists fuel economy with 2 fixed decimals", () => {
    const outcome = convertText(converters["fuel-economy"], "20", "km_per_l", "l_per_100km");
    expect(outcome.resultText).toBe("5 L/100km");
    expect(
      allConversions(converters["fuel-economy"], 20, "km_per_l").find(
        (item) => item.unit.key === "l_per_100km",
      )?.text,
    ).toBe("5.00 L/100km");
  });
});

describe("context lines", () => {
  it("derives the temperature banner from the result in °C", () => {
    expect(contextOf(converters.temperature, "32", "fahrenheit", "celsius")?.text).toContain(
      "Freezing point of water",
    );
    expect(contextOf(converters.temperature, "1", "celsius", "fahrenheit")?.text).toContain(
      "Very cold",
    );
    expect(contextOf(converters.temperature, "22", "celsius", "kelvin")).toMatchObject({
      tone: "green",
      icon: "thermometer",
    });
    expect(contextOf(converters.temperature, "373.15", "kelvin", "fahrenheit")?.text).toContain(
      "Boiling point of water",
    );
  });

  it("reads the speed in km/h with the page's own factors", () => {
    expect(contextOf(converters.speed, "40", "kilometers_per_hour", "knots")?.text).toContain(
      "City driving",
    );
    // 31.07 mph × 1.60934 = 50.0022 km/h: just above the city band.
    expect(contextOf(converters.speed, "31.07", "miles_per_hour", "knots")?.text).toContain(
      "Highway driving",
    );
    expect(contextOf(converters.speed, "250", "meters_per_second", "knots")?.text).toContain(
      "Commercial aircraft",
    );
  });

  it("gives the area a size reference in m²", () => {
    expect(contextOf(converters.area, "1", "acre", "hectare")?.text).toContain(
      "nearly a soccer field",
    );
    expect(contextOf(converters.area, "1", "square_mile", "acre")?.text).toContain(
      "very large area",
    );
  });

  it("gives pressure a formula line and a level in atm", () => {
    const defaultPressure = contextOf(converters.pressure, "1", "psi", "bar");
    expect(defaultPressure?.formula).toBe("1 psi = 0.0689476 bar");
    expect(defaultPressure?.text).toContain("Near-perfect vacuum");
    expect(contextOf(converters.pressure, "1", "atmosphere", "bar")?.text).toContain(
      "Standard atmospheric pressure",
    );
    expect(contextOf(converters.pressure, "32", "psi", "bar")?.text).toContain("Car tire pressure");
  });

  it("compares energy and power", () => {
    expect(contextOf(converters.energy, "1", "kilowatt_hour", "joule")?.text).toContain(
      "average daily household electricity usage",
    );
    expect(contextOf(converters.energy, "1", "kilocalorie", "joule")?.text).toContain(
      "energy to heat a cup of water",
    );
    expect(contextOf(converters.power, "1", "kilowatt", "horsepower")?.text).toContain(
      "Large appliance (e.g., an oven)",
    );
    expect(contextOf(converters.power, "50", "watt", "horsepower")?.text).toContain(
      "Small household device (e.g., a laptop)",
    );
  });

  it("points the angle in its direction, whatever the unit", () => {
    expect(contextOf(converters.angle, "100", "gradian", "degree")?.text).toContain("north");
    expect(contextOf(converters.angle, "3.14159265358979", "radian", "degree")?.text).toContain(
      "Straight line",
    );
    expect(contextOf(converters.angle, "-45", "degree", "radian")?.text).toContain("Southeast");
  });

  it("rates fuel economy by L/100 km", () => {
    expect(contextOf(converters["fuel-economy"], "1", "mpg_us", "l_per_100km")).toMatchObject({
      rating: "Poor",
      text: "Poor fuel economy",
    });
    expect(contextOf(converters["fuel-economy"], "60", "mpg_us", "km_per_l")).toMatchObject({
      rating: "Excellent",
      text: "Very fuel efficient",
    });
    expect(contextOf(converters["fuel-economy"], "5", "l_per_100km", "mpg_us")?.rating).toBe(
      "Very Good",
    );
  });

  it("says an acceleration in g (standard gravity) with a motion of that size, its sign aside", () => {
    const acceleration = (value: string, from: string) =>
      contextOf(converters.acceleration, value, from, "meter_per_second_squared")?.text;
    expect(acceleration("1", "standard_gravity")).toBe(
      "1 g: about the pull of gravity itself, as in a sports car's launch or an emergency stop.",
    );
    // 0 to 100 km/h in 10 s: 10 km/h each second, 0.283 g.
    expect(acceleration("10", "kilometer_per_hour_per_second")).toBe(
      "0.283 g: like a car speeding up (0 to 100 km/h in 10 s averages 0.283 g).",
    );
    expect(acceleration("9", "standard_gravity")).toContain("fighter pilot range");
    expect(acceleration("-0.8", "standard_gravity")).toBe(
      "-0.8 g: about the pull of gravity itself, as in a sports car's launch or an emergency stop. The minus gives its direction, as in braking.",
    );
    expect(acceleration("0", "meter_per_second_squared")).toContain("no acceleration");
  });

  it("gives a force the mass whose weight it is, at standard gravity", () => {
    const force = (value: string, from: string) =>
      contextOf(converters.force, value, from, "newton")?.text;
    expect(force("1", "pound_force")).toBe(
      "About the weight of a mass of 454 g on Earth (standard gravity).",
    );
    expect(force("98.0665", "newton")).toBe(
      "About the weight of a mass of 10 kg on Earth (standard gravity).",
    );
    expect(force("-1", "tonne_force")).toBe(
      "About the weight of a mass of 1 t on Earth (standard gravity). The minus gives its direction.",
    );
    expect(force("1", "dyne")).toBe(
      "About the weight of a mass of 1.02 mg on Earth (standard gravity).",
    );
    expect(force("0", "newton")).toBe("No force: nothing pushes or pulls.");
  });

  it("places a torque among typical tightening and engine torques, in N·m", () => {
    const torque = (value: string, from: string) =>
      contextOf(converters.torque, value, from, "newton_meter")?.text;
    expect(torque("100", "newton_meter")).toBe(
      "100 N·m, in the wheel-nut range: car wheel nuts typically take 80 to 140 N·m.",
    );
    // 20 lbf·ft is 27.1 N·m: a spark plug's torque.
    expect(torque("20", "pound_force_foot")).toContain("27.1 N·m, in the spark-plug range");
    expect(torque("-5", "newton_meter")).toContain("The minus gives the other sense of rotation.");
  });

  it("compares a density with water's, floating or sinking", () => {
    const density = (value: string, from: string) =>
      contextOf(converters.density, value, from, "kilogram_per_cubic_meter")?.text;
    expect(density("917", "kilogram_per_cubic_meter")).toBe(
      "0.917 times the density of water (1 g/cm³): lighter, so it floats, like ice, wood or oil.",
    );
    expect(density("62.4", "pound_per_cubic_foot")).toContain(
      "1 times the density of water (1 g/cm³): about the same",
    );
    expect(density("7.85", "gram_per_cubic_centimeter")).toContain("denser, so it sinks");
  });

  it("breaks a duration into days, hours, minutes and seconds", () => {
    expect(contextOf(converters.time, "100000", "seconds", "hours")?.text).toBe(
      "1 d 3 h 46 min 40 s",
    );
  });

  it("says how long a decimal and a binary gigabyte take at a data rate", () => {
    expect(
      contextOf(converters["data-transfer-rate"], "100", "megabits_per_second", "bits_per_second")
        ?.text,
    ).toContain("1\u00a0GB (10⁹\u00a0bytes): 1 min 20 s");
  });

  it("gives a frequency its period", () => {
    expect(contextOf(converters.frequency, "50", "hertz", "rpm")?.text).toBe(
      "One cycle every 20 ms.",
    );
  });

  it("says how long a flow takes to fill a bath", () => {
    expect(
      contextOf(converters["flow-rate"], "10", "liters_per_minute", "liters_per_second")?.text,
    ).toBe("A 150 L bath fills in 15 min at this rate.");
  });

  it("is absent on length, weight, volume and data storage", () => {
    for (const id of ["length", "weight", "volume", "data-storage"] as const) {
      const state = defaultState(converters[id]);
      expect(contextOf(converters[id], state.valueText, state.from, state.to)).toBeNull();
    }
  });
});

describe("shared links", () => {
  it("reads value and units from the query", () => {
    expect(
      stateFromQuery(converters.length, new URLSearchParams("value=5&from=mile&to=kilometer")),
    ).toEqual({
      valueText: "5",
      from: "mile",
      to: "kilometer",
    });
    expect(
      stateFromQuery(
        converters.temperature,
        new URLSearchParams("value=-40&from=fahrenheit&to=kelvin"),
      ),
    ).toEqual({ valueText: "-40", from: "fahrenheit", to: "kelvin" });
  });

  it("falls back to the default for each invalid part", () => {
    const fallback = (id: (typeof converterIds)[number], query: string) =>
      stateFromQuery(converters[id], new URLSearchParams(query));
    expect(fallback("length", "value=abc&from=parsec&to=pound")).toEqual(
      defaultState(converters.length),
    );
    expect(fallback("length", "value=-5")).toEqual(defaultState(converters.length));
    expect(fallback("length", "value=12345678901234567")).toEqual(defaultState(converters.length));
    expect(fallback("length", "value=")).toEqual(defaultState(converters.length));
    expect(fallback("fuel-economy", "value=0")).toEqual(defaultState(converters["fuel-economy"]));
    expect(fallback("temperature", "value=-")).toEqual(defaultState(converters.temperature));
    expect(fallback("length", "to=inch")).toEqual({ valueText: "1", from: "meter", to: "inch" });
  });

  it("round-trips a state through its query", () => {
    for (const id of converterIds) {
      const config = converters[id];
      const state = {
        valueText: "12.5",
        from: config.units.at(-1)?.key ?? "",
        to: config.defaultFrom,
      };
      expect(stateFromQuery(config, new URLSearchParams(queryFromState(state)))).toEqual(state);
    }
    expect(queryFromState({ valueText: "5", from: "meter", to: "foot" })).toBe(
      "value=5&from=meter&to=foot",
    );
  });
});

describe("every converter (properties)", () => {
  /** Texts as a visitor could type them: digits, points and minus signs. */
  const typedText = fc
    .array(fc.constantFrom(..."0123456789.-"), { maxLength: 20 })
    .map((characters) => characters.join(""));

  it.each(converterIds)("%s: a → b → a returns the input within 1e-9 relative", (id) => {
    const config = converters[id];
    const keys = config.units.map((unit) => unit.key);
    const lowest = config.inputRule.allowMinus ? -1e15 : id === "fuel-economy" ? 1e-9 : 0;
    fc.assert(
      fc.property(
        fc
          .double({ min: lowest, max: 1e15, noNaN: true })
          .filter((value) => value === 0 || Math.abs(value) >= 1e-9),
        fc.constantFrom(...keys),
        fc.constantFrom(...keys),
        (value, from, to) => {
          const there = config.convert(value, from, to);
          expect(there).not.toBeNull();
          const back = config.convert(there ?? Number.NaN, to, from);
          // Temperature scales have an offset (up to 459.67), so tiny values are compared at that scale.
          const scale = id === "temperature" ? Math.max(Math.abs(value), 459.67) : Math.abs(value);
          expect(Math.abs((back ?? Number.NaN) - value)).toBeLessThanOrEqual(1e-9 * scale);
        },
      ),
    );
  });

  it.each(converterIds)("%s: no input makes it throw", (id) => {
    const config = converters[id];
    const unitKey = fc.oneof(fc.constantFrom(...config.units.map((unit) => unit.key)), fc.string());
    fc.assert(
      fc.property(fc.oneof(fc.string(), typedText), unitKey, unitKey, (text, from, to) => {
        expect(() => evaluateConversion(config, text, from, to)).not.toThrow();
        expect(() =>
          stateFromQuery(config, new URLSearchParams({ value: text, from, to })),
        ).not.toThrow();
      }),
    );
  });

  it.each(converterIds)(
    "%s: every accepted input gives a printable result or a spec message",
    (id) => {
      const config = converters[id];
      const unitKey = fc.constantFrom(...config.units.map((unit) => unit.key));
      const specMessages: string[] = [
        messages.invalidInput,
        messages.invalidNumber,
        messages.conversionFailed,
      ];
      fc.assert(
        fc.property(typedText, unitKey, unitKey, (typed, from, to) => {
          const decision = acceptInput(typed, config.inputRule);
          if (!decision.accepted) {
            expect(decision.message).toBe(config.inputRule.tooLongMessage);
            return;
          }
          const outcome = evaluateConversion(config, decision.value, from, to);
          if (outcome.status === "error") {
            expect(specMessages).toContain(outcome.message);
          } else if (outcome.status === "result") {
            const toUnit = findUnit(config, to);
            for (const text of [
              outcome.resultText,
              ...allConversions(config, outcome.value, from).map((item) => item.text),
            ]) {
              expect(text.trim()).not.toBe("");
              expect(text).not.toMatch(/NaN|Infinity|∞/);
            }
            expect(outcome.resultText.endsWith(toUnit?.symbol ?? "?")).toBe(true);
          }
        }),
      );
    },
  );
});
