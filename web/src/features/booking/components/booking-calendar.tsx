import type { SlotMap } from '@kookers/domain/kookers';
import Calendar from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import './booking-calendar.css';

/** `yyyy-MM-dd` of a calendar tile (react-calendar gives local midnight). */
const dateKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** Midday, so that no time zone moves the day. */
const dateOf = (key: string) => new Date(`${key}T12:00:00`);

export interface BookingCalendarProps {
  /** The bookable slots; null while unknown (every day disabled). */
  slots: SlotMap | null;
  value: string | null;
  /** The booking window's first and last dates. */
  firstDate: string;
  lastDate: string;
  onChange: (date: string) => void;
}

/**
 * The booking panel's French single-date calendar: nothing before the booking window or after
 * it, the days with a free slot in bold, the others disabled. Loaded with the panel only
 * (a phone that never opens the panel never downloads it).
 */
export function BookingCalendar({ slots, value, firstDate, lastDate, onChange }: BookingCalendarProps) {
  const isFree = (date: Date) => (slots?.[dateKey(date)]?.length ?? 0) > 0;
  const firstFree = slots ? Object.keys(slots).sort()[0] : undefined;
  return (
    <Calendar
      className="booking-calendar"
      locale="fr-FR"
      minDetail="month"
      value={value ? dateOf(value) : null}
      defaultActiveStartDate={dateOf(value ?? firstFree ?? firstDate)}
      minDate={dateOf(firstDate)}
      maxDate={dateOf(lastDate)}
      onChange={(picked) => {
        if (picked instanceof Date) onChange(dateKey(picked));
      }}
      tileDisabled={({ date, view }) => view === 'month' && !isFree(date)}
      tileClassName={({ date, view }) => (view === 'month' && isFree(date) ? 'booking-calendar__day--free' : null)}
      prevLabel="‹"
      nextLabel="›"
      prevAriaLabel="Mois précédent"
      nextAriaLabel="Mois suivant"
      prev2Label={null}
      next2Label={null}
      navigationAriaLive="polite"
    />
  );
}
