import { useState } from 'react';
import Check from './Check';

/**
 * A form's password fields shown as typed or hidden, with the box that switches them: `type` for
 * each password input, `toggle` to put under them.
 */
export function useShowPasswords(id: string, label: string) {
  const [show, setShow] = useState(false);
  const toggle = (
    <Check id={id} className="form-check mb-3" label={label} checked={show} onChange={setShow} />
  );
  return { type: show ? 'text' : 'password', toggle } as const;
}
