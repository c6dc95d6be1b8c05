import { bookingWhen } from '@kookers/domain/booking';
import { formatCents, formatIssueDate, PAYOUT_HELD_AFTER_CHANGE, payoutHeldUntil, type Payout } from '@kookers/domain/money';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { balanceFigures, heldText, type BalanceBooking } from '../balance';
import { clientFullName } from '../../../lib/format';
import { useEarnings, usePayoutAccount, useTaxProfile } from '../hooks/use-earnings';
import { PayoutList } from './payout-list';
import { TAX_SECTION_ID } from './tax-profile-section';
import { TAX_DATA_MISSING } from '@kookers/domain/tax';

type FigureId = 'held' | 'available' | 'owed';

const PAYOUTS_TITLE_ID = 'mes-versements';

/**
 * 'Mon solde' (docs/argent.md, « Le solde du Kooker »): four figures — En attente, Disponible,
 * Versé, Dû — each opening what is behind it (the bookings; Versé, the payouts below, each with
 * its bookings), then 'Mes versements', each weekly payout and where it stands.
 */
export function KookerBalance({ uid }: { uid: string }) {
  const earnings = useEarnings(uid);
  const account = usePayoutAccount(uid);
  const taxProfile = useTaxProfile(uid);
  const detailId = useId();
  const [open, setOpen] = useState<FigureId | null>(null);
  const now = useNow();
  if (earnings.status === 'loading' || account.status === 'loading' || taxProfile.status === 'loading')
    return <Spinner label="Chargement de votre solde…" />;

  const figures = balanceFigures(earnings.data.bookings, earnings.data.payouts, account.data?.owed ?? 0);
  const noAccount = !account.data?.ibanHint;
  const noTaxData = taxProfile.data?.complete !== true;
  // A changed payout account receives nothing for 72 h (docs/argent.md, « Le compte de versement »).
  const heldUntil = payoutHeldUntil(account.data, now);
  const toggle = (id: FigureId, label: string) => (
    <button
      type="button"
      className="link-button balance__toggle"
      aria-expanded={open === id}
      aria-controls={detailId}
      onClick={() => setOpen(open === id ? null : id)}
    >
      {open === id ? 'Masquer le détail' : 'Voir le détail'}
      <span className="visually-hidden"> : {label}</span>
    </button>
  );

  return (
    <>
      <section className="balance" aria-labelledby="solde-titre">
        <h3 id="solde-titre" className="earnings__title">
          Mon solde
        </h3>
        <ul className="balance__figures">
          <Figure label="En attente" total={figures.held.total} action={toggle('held', 'En attente')}>
            Retenu {EARNINGS_HELD_HOURS} h après la prestation, ou le temps d’un signalement.
          </Figure>
          <Figure label="Disponible" total={figures.available.total} action={toggle('available', 'Disponible')}>
            Viré au prochain versement hebdomadaire.
          </Figure>
          <Figure
            label="Versé"
            total={figures.released.total}
            action={
              <a href={`#${PAYOUTS_TITLE_ID}`} className="link-button balance__toggle">
                Voir les versements
              </a>
            }
          >
            Par vos versements hebdomadaires.
          </Figure>
          <Figure label="Dû" total={figures.owed} action={toggle('owed', 'Dû')}>
            Déduit de vos prochains versements.
          </Figure>
        </ul>
        {noAccount && figures.available.total + figures.held.total > 0 && (
          <p className="alert alert--warning">Ajoutez votre compte de versement ci-dessous : sans lui, rien ne peut vous être viré.</p>
        )}
        {noTaxData && figures.available.total + figures.held.total > 0 && (
          // The weekly payout keeps the balance until the tax data is complete (DAC7: docs/argent.md).
          <p className="alert alert--warning balance__kept">
            {TAX_DATA_MISSING} <a href={`#${TAX_SECTION_ID}`}>Compléter mes informations fiscales</a>
          </p>
        )}
        {heldUntil && figures.available.total + figures.held.total > 0 && (
          <p className="alert alert--warning">{PAYOUT_HELD_AFTER_CHANGE.balance(heldUntil)}</p>
        )}
        <div id={detailId} className="balance__detail" hidden={open === null}>
          {open === 'held' && (
            <Shares title="En attente" items={figures.held.items} note={heldText} empty="Aucune rémunération en attente." />
          )}
          {open === 'available' && <Shares title="Disponible" items={figures.available.items} empty="Rien de disponible pour le moment." />}
          {open === 'owed' && <Owed owed={figures.owed} payouts={figures.released.items} />}
        </div>
      </section>
      <section className="balance" aria-labelledby={PAYOUTS_TITLE_ID}>
        <h3 id={PAYOUTS_TITLE_ID} className="earnings__title">
          Mes versements
        </h3>
        <PayoutList uid={uid} payouts={figures.released.items} />
      </section>
    </>
  );
}

function Figure({ label, total, action, children }: { label: string; total: number; action: ReactNode; children: ReactNode }) {
  return (
    <li className="balance__figure">
      <span className="balance__label">{label}</span>
      <strong className="balance__amount">{formatCents(total)}</strong>
      <span className="balance__hint">{children}</span>
      {action}
    </li>
  );
}

interface SharesProps {
  title: string;
  items: readonly BalanceBooking[];
  note?: (booking: BalanceBooking) => string;
  empty: string;
}

/** The bookings behind a figure, each with its share. */
function Shares({ title, items, note, empty }: SharesProps) {
  return (
    <>
      <h4 className="balance__detail-title">
        {title} : {items.length === 1 ? '1 réservation' : `${items.length} réservations`}
      </h4>
      {items.length === 0 ? (
        <p className="earnings__empty">{empty}</p>
      ) : (
        <ul className="balance__list">
          {items.map((booking) => (
            <li key={booking.id} className="balance__item">
              <div className="balance__line">
                <span className="balance__what">
                  <Link to={paths.booking(booking.id)}>{booking.service.name}</Link>, {bookingWhen(booking)}, {clientFullName(booking)}
                </span>
                <strong>{formatCents(booking.amounts.kookerPayout)}</strong>
              </div>
              {note && <span className="balance__note">{note(booking)}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What the Kooker owes, and the payouts it was already taken from. */
function Owed({ owed, payouts }: { owed: number; payouts: readonly Payout[] }) {
  const netted = payouts.filter((payout) => payout.owedNetted > 0);
  return (
    <>
      <h4 className="balance__detail-title">Dû : {formatCents(owed)}</h4>
      <p>
        {owed > 0
          ? 'Une part déjà virée vous a été reprise après un remboursement décidé par l’équipe Kookers, et le solde de votre compte ne la couvrait pas : elle est déduite de vos prochains versements.'
          : 'Vous ne devez rien à Kookers.'}
      </p>
      {netted.length > 0 && (
        <ul className="balance__list">
          {netted.map((payout) => (
            <li key={payout.id} className="balance__item balance__line">
              <span>Déduit du versement{payout.requestedAt ? ` du ${formatIssueDate(payout.requestedAt.toDate())}` : ''}</span>
              <strong>{formatCents(payout.owedNetted)}</strong>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
