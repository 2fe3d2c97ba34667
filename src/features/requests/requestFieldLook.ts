import type { FieldProps } from '../../components/form';

/** A request question's message: a bold line at the foot of its block, read out as it appears. */
export const REQUEST_ERROR: FieldProps['errorLook'] = { className: 'req-error', as: 'p' };

/** A request question: a card-like block, outlined when in error, with its label in bold. */
export const REQUEST_GROUP = {
  className: 'req-group',
  markGroup: true,
  labelClassName: 'form-label req-label',
  errorLook: REQUEST_ERROR,
} satisfies Partial<FieldProps>;
