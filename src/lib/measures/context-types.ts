/** Colour and icon keys that context lines carry; islands map them to classes and icons. */
/** Colour keys the islands map to theme-safe classes. */
export type ContextTone = "blue" | "sky" | "teal" | "green" | "amber" | "orange" | "red" | "rose";

/** Icon keys the islands map to lucide icons. */
export type TemperatureIcon = "snowflake" | "thermometer" | "flame";
