import { type Booking, formatCents } from '@kookers/domain/booking';
import { COMMISSION_PERCENT } from '@kookers/domain/rules';
import { monthLabel, payoutsByMonth } from '../payouts';

/** 'Vos versements': by month of the service, what is still pending and what was paid out. */
export function PayoutsSummary({ bookings, partial }: { bookings: readonly Booking[]; partial: boolean }) {
  const months = payoutsByMonth(bookings);
  return (
    <section className="payouts" aria-labelledby="versements-titre">
      <h3 id="versements-titre" className="booking-list__title">
        Vos versements par mois
      </h3>
      {months.length === 0 ? (
        <p className="booking-list__empty">Aucun versement pour le moment.</p>
      ) : (
        <div className="payouts__scroll">
          <table className="payouts__table">
            <thead>
              <tr>
                <th scope="col">Mois</th>
                <th scope="col">En attente</th>
                <th scope="col">Versé</th>
              </tr>
            </thead>
            <tbody>
              {months.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthLabel(row.month)}</th>
                  <td>{formatCents(row.pending)}</td>
                  <td>{formatCents(row.released)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="booking-note">
        Votre rémunération est versée une fois la prestation terminée, après {COMMISSION_PERCENT} % de commission.
        {partial && ' Calculé sur les réservations affichées.'}
      </p>
    </section>
  );
}
