/** The currency converter's input rule: the amount takes what a length or weight value takes. */
import { unsignedConverterRule, type InputRule } from "../input";

/** Currency amount: digits and a decimal point, 16 characters. */
export const currencyAmountRule: InputRule = unsignedConverterRule;
