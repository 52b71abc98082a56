/** The reset wizard's progress, kept in sessionStorage so a reload mid-way keeps the step. */
import { getStore, removeStore, setStore } from '@/utils/storage';

export interface ResetState {
  userName: string;
  phone?: string;
  /** When the last code was sent (ms), for the resend countdown. */
  sentAt?: number;
  /** One-use proof from the code check, required to set the password. */
  ticket?: string;
}

const NAME = 'reset-password';

export const getResetState = (): ResetState | undefined => getStore<ResetState>(NAME, { type: 'session' });
export function setResetState(patch: Partial<ResetState>) {
  setStore({ name: NAME, content: { ...(getResetState() ?? { userName: '' }), ...patch }, type: 'session' });
}
export const clearResetState = () => removeStore(NAME, 'session');

export const RESEND_SECONDS = 60;
