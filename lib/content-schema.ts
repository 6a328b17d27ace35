/**
 * Allowed values of the content's enum fields. Contentlayer declares enums but does not check them
 * (its mapping has a TODO there), so the content check does, with these same lists.
 */
export const paymentMethodTypes = ['card', 'wallet', 'bank', 'bnpl', 'voucher'] as const;
export const calloutTypes = ['note', 'tip', 'warning', 'danger'] as const;

export interface EnumProblem {
  file: string;
  line?: number;
  message: string;
}

export function checkEnum(file: string, field: string, value: unknown, options: readonly string[], line?: number): EnumProblem | null {
  if (typeof value === 'string' && options.includes(value)) return null;
  return { file, line, message: `${field} is ${JSON.stringify(value)}; allowed values: ${options.join(', ')}` };
}
