import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  paramsWithSelection,
  searchOf,
  selectionFromParams,
  timeNoLongerFree,
  type BookingSelection,
  type SelectionContext,
} from '../booking-selection';

/**
 * The booking panel's selection, kept in the URL's query string: it survives a reload, a
 * shared link and the trip through the login page. Changes replace the history entry (the
 * back button leaves the page rather than undoing each choice), and are rendered at once
 * (flushSync): each change builds on the selection as last rendered, so a change still waiting
 * in a transition would be lost by the next one (a time chosen, then the participants, and the
 * time gone).
 */
export function useBookingSelection(context: SelectionContext) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const selection = selectionFromParams(params, context);

  const change = (patch: Partial<BookingSelection>) => {
    const next = paramsWithSelection(params, { ...selection, ...patch });
    void navigate(
      { search: searchOf(next), hash: location.hash },
      {
        replace: true,
        preventScrollReset: true,
        state: location.state,
        flushSync: true,
      },
    );
  };

  return { selection, change, staleTime: timeNoLongerFree(params, selection, context.slots) };
}
