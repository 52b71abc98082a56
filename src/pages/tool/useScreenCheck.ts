import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'ahooks';
import { useMemo } from 'react';

/** How long typing pauses before the file is checked. */
const CHECK_DELAY = 300;

/**
 * The check of a screen file as it is edited, for the studio: the file's text is
 * checked once typing pauses, as one read of the query layer per file and text, keyed
 * `[call, { path, text }]` (src/services/query.ts). An answer for an older text cannot replace a
 * newer one (it fills its own key; a check nobody waits for is cancelled), and the answer shown
 * stays until the next one arrives, for the same file only (another file starts with none).
 */
export function useScreenCheck<T>(
  call: string,
  path: string | null,
  text: string | null,
  check: (path: string, text: string, signal: AbortSignal) => Promise<T>,
) {
  // The file and its text pause together: a file just opened is never checked under the last one's name.
  const edited = useMemo(() => ({ path, text }), [path, text]);
  const typed = useDebounce(edited, { wait: CHECK_DELAY });
  const query = useQuery({
    queryKey: [call, typed],
    queryFn: ({ signal }) => check(typed.path!, typed.text!, signal),
    enabled: typed.path !== null && typed.text !== null,
    // A text's check does not change while it is shown; an edited text is a new key.
    staleTime: Infinity,
    gcTime: 60_000,
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as typeof typed | undefined)?.path === typed.path ? previous : undefined),
  });
  // Until the file just opened has paused too, the answer shown is none rather than the last file's.
  return { checked: typed.path === path ? (query.data ?? null) : null, checking: edited !== typed || query.isFetching };
}
