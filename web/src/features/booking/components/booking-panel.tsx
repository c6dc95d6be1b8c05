import { serviceLocationText, type KookerService, bookingWindow, type SlotMap } from '@kookers/domain/kookers';
import { formatCents } from '@kookers/domain/money';
import { BOOKING_MAX_DAYS_AHEAD, parisInstant } from '@kookers/domain/rules';
import { lazy, Suspense, useId, useMemo, type FormEvent, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isCompleteSelection, participantOptions, type BookingSelection } from '../booking-selection';
import { participantsLabel } from '../../../lib/format';
import { BookingSummary } from './booking-summary';
import { ChosenService } from './chosen-service';
import './booking-panel.css';

// react-calendar and its styles come with the panel, not with the page: on a phone the panel
// opens on demand.
const BookingCalendar = lazy(() => import('./booking-calendar').then((module) => ({ default: module.BookingCalendar })));

export interface BookingPanelProps {
  services: KookerService[];
  /** The Kooker's commune and service area, for where the chosen service takes place. */
  kooker: { city: string; serviceArea: number };
  maxGuests: number;
  /** The services whose price changed since the page was read (the summary says so). */
  updatedPrices: ReadonlySet<string>;
  selection: BookingSelection;
  /** The bookable free slots; null while unknown. */
  slots: SlotMap | null;
  slotsFailed: boolean;
  onRetrySlots: () => void;
  /** The current time: the calendar offers the booking window from it. */
  now: Date;
  /** A time the URL asked for that is no longer free. */
  staleTime: string | null;
  availableThisWeek: boolean;
  /** Set for the Kooker looking at their own profile: the panel is shown disabled. */
  ownProfile: boolean;
  submitting: boolean;
  onChange: (patch: Partial<BookingSelection>) => void;
  onSubmit: () => void;
  /** The client's phone, allergies and note (GuestDetailsFields), below the summary; null for a visitor. */
  guestFields: ReactNode;
  /** « Avant de payer » (BookingConsent), above « Réserver et payer » once the selection is complete. */
  consent: ReactNode;
  /** The heading is the dialog's own title on a phone. */
  showHeading: boolean;
  panelRef?: Ref<HTMLElement>;
}

/** 'Réserver une prestation': service, date, time, participants, summary, the client's details and 'Réserver'. */
export function BookingPanel({
  services,
  kooker,
  maxGuests,
  updatedPrices,
  selection,
  slots,
  slotsFailed,
  onRetrySlots,
  now,
  staleTime,
  availableThisWeek,
  ownProfile,
  submitting,
  onChange,
  onSubmit,
  guestFields,
  consent,
  showHeading,
  panelRef,
}: BookingPanelProps) {
  const ids = useId();
  // Here rather than in the page: the panel is drawn only when shown (in its dialog on a phone),
  // and the window's Paris dates are its only use.
  const { firstDate, lastDate } = useMemo(() => bookingWindow(now), [now]);
  const service = services.find((candidate) => candidate.id === selection.serviceId) ?? null;
  const times = selection.date ? (slots?.[selection.date] ?? []) : [];
  const complete = isCompleteSelection(selection);
  const noFreeDay = slots !== null && Object.keys(slots).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !ownProfile) onSubmit();
  };

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      className="booking-panel"
      aria-labelledby={showHeading ? `${ids}-title` : undefined}
      aria-label={showHeading ? undefined : 'Réserver une prestation'}
    >
      {showHeading && (
        <h2 id={`${ids}-title`} className="booking-panel__title">
          Réserver une prestation
        </h2>
      )}
      {ownProfile && (
        <p className="alert alert--warning booking-panel__own">
          Vous ne pouvez pas réserver votre propre prestation. <Link to={paths.kookerSettings}>Modifier mon profil</Link>
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <fieldset className="booking-panel__fields" disabled={ownProfile}>
          <legend className="visually-hidden">Votre réservation</legend>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-service`}>
              Prestation
            </label>
            <select
              id={`${ids}-service`}
              className="field__input"
              value={selection.serviceId ?? ''}
              onChange={(event) => onChange({ serviceId: event.currentTarget.value || null })}
            >
              <option value="" disabled>
                Sélectionnez une prestation
              </option>
              {services.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} - {formatCents(candidate.pricePerPerson)}/pers.
                </option>
              ))}
            </select>
          </div>
          {service && <ChosenService service={service} where={serviceLocationText(service.location, kooker)} />}

          <fieldset className="field booking-panel__date" disabled={!service}>
            <legend className="field__label">Date</legend>
            {!service && <p className="field__hint">Choisissez d’abord une prestation.</p>}
            <Suspense fallback={<div className="booking-calendar booking-calendar--placeholder" aria-hidden="true" />}>
              <BookingCalendar
                key={slots === null ? 'pending' : 'known'}
                slots={slots}
                value={selection.date}
                firstDate={firstDate}
                lastDate={lastDate}
                onChange={(date) => onChange({ date, time: null })}
              />
            </Suspense>
            {service && noFreeDay && <p className="field__hint">Aucun créneau libre dans les {BOOKING_MAX_DAYS_AHEAD} prochains jours.</p>}
            {slotsFailed && (
              <p className="field__error" role="alert">
                Les créneaux n’ont pas pu être chargés.{' '}
                <button type="button" className="link-button" onClick={onRetrySlots}>
                  Réessayer
                </button>
              </p>
            )}
          </fieldset>

          <div className="field">
            <label className="field__label" htmlFor={`${ids}-time`}>
              Horaire
            </label>
            <select
              id={`${ids}-time`}
              className="field__input"
              value={selection.time ?? ''}
              disabled={!selection.date}
              aria-describedby={staleTime ? `${ids}-stale` : undefined}
              onChange={(event) => onChange({ time: event.currentTarget.value || null })}
            >
              <option value="" disabled>
                Sélectionnez un horaire
              </option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
            {staleTime && (
              <p id={`${ids}-stale`} className="field__error" role="alert">
                Le créneau de {staleTime} n’est plus disponible : choisissez un autre horaire.
              </p>
            )}
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${ids}-participants`}>
              Participants
            </label>
            <select
              id={`${ids}-participants`}
              className="field__input"
              value={selection.participants}
              disabled={!service}
              onChange={(event) => onChange({ participants: Number(event.currentTarget.value) })}
            >
              {participantOptions(maxGuests).map((count) => (
                <option key={count} value={count}>
                  {participantsLabel(count)}
                </option>
              ))}
            </select>
          </div>

          {complete && service && (
            <BookingSummary
              serviceName={service.name}
              pricePerPerson={service.pricePerPerson}
              date={selection.date}
              time={selection.time}
              participants={selection.participants}
              startAt={parisInstant(selection.date, selection.time)}
              now={now}
              priceUpdated={updatedPrices.has(service.id)}
            />
          )}
          {complete && service && guestFields}
          {complete && service && consent}

          <button type="submit" className="button button--primary button--block button--large" disabled={!complete || submitting}>
            {submitting ? 'Réservation…' : 'Réserver et payer'}
          </button>
          {!complete && !ownProfile && (
            <p className="field__hint booking-panel__hint">Choisissez une prestation, une date et un horaire pour réserver.</p>
          )}
        </fieldset>
      </form>
      {availableThisWeek && (
        <ul className="booking-panel__notes">
          <li>Disponible cette semaine</li>
        </ul>
      )}
    </section>
  );
}
