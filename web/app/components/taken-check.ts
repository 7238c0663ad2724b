import { useState } from 'react';
import { api } from './api';

/** The register fields whose value must be free (01 §5), as `check-username-or-email` names them. */
export type TakenField = 'username' | 'email';

/** What `check-username-or-email` answers: whether each given value is already taken. */
type TakenFlags = Record<TakenField, boolean>;

/**
 * The register form's availability check (01 §5): `check(field, value)` asks the server when the field
 * loses focus; `isTaken(field, value)` holds while the field still shows the value found taken, so an
 * edit clears the message and a late answer about an older value never shows.
 */
export function useTakenCheck(locale: string) {
  const [taken, setTaken] = useState<Partial<Record<TakenField, string>>>({});
  const check = async (field: TakenField, value: string) => {
    const wanted = value.trim();
    if (!wanted) return;
    const answer = await api<TakenFlags>('/api/check-username-or-email', {
      method: 'POST',
      body: { [field]: wanted },
      locale,
      quiet: 'the answer shows under the field; a failed check leaves it to the register call, which checks again',
    });
    if (answer.status === 200) setTaken((before) => ({ ...before, [field]: answer.data[field] ? wanted : undefined }));
  };
  const isTaken = (field: TakenField, value: string) => taken[field] !== undefined && taken[field] === value.trim();
  return { check, isTaken };
}
