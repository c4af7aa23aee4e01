/** Longer queries are refused: the box's `maxlength` and the calculator read the same number. */
export const calculatorMaxLength = 500;
