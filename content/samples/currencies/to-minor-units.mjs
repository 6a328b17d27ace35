// A price typed as a string ("19.99") to an amount in minor units (1999 for EUR), without floating point.
// Accepts digits with an optional decimal point only: no sign, no thousands separator, no spaces.
export function toMinorUnits(price, exponent) {
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > 4) {
    throw new RangeError(`exponent must be a whole number from 0 to 4, not ${exponent}`);
  }
  if (typeof price !== 'string' || !/^\d+(\.\d+)?$/.test(price)) {
    throw new TypeError(`"${price}" is not a price: write digits with an optional decimal point, such as "1299" or "12.99"`);
  }
  const [whole, fraction = ''] = price.split('.');
  if (fraction.length > exponent) {
    throw new RangeError(`"${price}" has ${fraction.length} decimals; this currency has ${exponent}`);
  }
  const value = Number(whole + fraction.padEnd(exponent, '0'));
  if (!Number.isSafeInteger(value)) throw new RangeError(`"${price}" is too large`);
  return value;
}
