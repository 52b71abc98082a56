import { createContext, useContext } from 'react';
import type { Context } from '@/engine/format/runtime';
import type { ScreenSchema } from '@/engine/format/types';

export interface ScreenEnv {
  screen: ScreenSchema;
  /** schemas/<screen>.json, shown in error panels. */
  file: string;
  locale: string;
  t: (id: string, values?: Record<string, any>) => string;
  /** The button with this action name is allowed (permission map, spec 6). */
  can: (action: string) => boolean;
  ctx: Context;
}

export const ScreenContext = createContext<ScreenEnv | null>(null);
export const useScreen = () => useContext(ScreenContext)!;
