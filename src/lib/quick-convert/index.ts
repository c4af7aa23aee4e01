/** The quick-convert box's library: what it understands and what it answers. */
export { answerQuickQuery, quickQueryMaxLength, tidyQuery, type QuickAnswer } from "./answer";
export { quickConvertMessages } from "./messages";
export { downloadMessages } from "./download-time";
