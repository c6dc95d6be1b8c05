import { AVAILABILITY_FILTERS, MIN_RATINGS, type SearchState } from '@kookers/domain/search';
import { PRICE_BRACKETS, SEARCH_SPECIALTIES, type SearchSpecialtyId } from '@kookers/domain/kookers';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '@kookers/domain/rules';
import { formatRating } from '../../../lib/format';

interface FiltersPanelProps {
  state: SearchState;
  onChange: (changes: Partial<SearchState>) => void;
  onClear: () => void;
}

const PARTICIPANTS = Array.from({ length: PARTICIPANTS_MAX - PARTICIPANTS_MIN + 1 }, (_, i) => PARTICIPANTS_MIN + i);

/** The filters of the search (docs/produit.md): each applies at once, and lands in the URL. */
export function FiltersPanel({ state, onChange, onClear }: FiltersPanelProps) {
  function toggleSpecialty(id: SearchSpecialtyId, checked: boolean) {
    const next = checked ? [...state.specialties, id] : state.specialties.filter((s) => s !== id);
    onChange({ specialties: SEARCH_SPECIALTIES.map((s) => s.id).filter((s) => next.includes(s)) });
  }

  return (
    <div className="filters">
      <fieldset className="filters__group">
        <legend>Spécialités</legend>
        {SEARCH_SPECIALTIES.map((specialty) => (
          <label key={specialty.id} className="filters__option">
            <input
              type="checkbox"
              checked={state.specialties.includes(specialty.id)}
              onChange={(event) => toggleSpecialty(specialty.id, event.currentTarget.checked)}
            />
            {specialty.label}
          </label>
        ))}
      </fieldset>

      <fieldset className="filters__group">
        <legend>Prix par personne</legend>
        <label className="filters__option">
          <input type="radio" name="prix" checked={state.price === null} onChange={() => onChange({ price: null })} />
          Tous les prix
        </label>
        {PRICE_BRACKETS.map((bracket) => (
          <label key={bracket.id} className="filters__option">
            <input type="radio" name="prix" checked={state.price === bracket.id} onChange={() => onChange({ price: bracket.id })} />
            {bracket.label}
          </label>
        ))}
      </fieldset>

      <fieldset className="filters__group">
        <legend>Note minimum</legend>
        <label className="filters__option">
          <input type="radio" name="note" checked={state.minRating === null} onChange={() => onChange({ minRating: null })} />
          Toutes les notes
        </label>
        {MIN_RATINGS.map((rating) => (
          <label key={rating.value} className="filters__option">
            <input
              type="radio"
              name="note"
              checked={state.minRating === rating.value}
              onChange={() => onChange({ minRating: rating.value })}
            />
            {formatRating(rating.value)} ★ et plus
          </label>
        ))}
      </fieldset>

      <fieldset className="filters__group">
        <legend>Disponibilité</legend>
        <label className="filters__option">
          <input type="radio" name="dispo" checked={state.availability === null} onChange={() => onChange({ availability: null })} />
          Peu importe
        </label>
        {AVAILABILITY_FILTERS.map((filter) => (
          <label key={filter.id} className="filters__option">
            <input
              type="radio"
              name="dispo"
              checked={state.availability === filter.id}
              onChange={() => onChange({ availability: filter.id })}
            />
            {filter.label}
          </label>
        ))}
      </fieldset>

      <div className="filters__group">
        <label className="filters__legend" htmlFor="participants">
          Participants
        </label>
        <select
          id="participants"
          className="field__input"
          value={state.participants ?? ''}
          onChange={(event) => onChange({ participants: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
        >
          <option value="">Indifférent</option>
          {PARTICIPANTS.map((count) => (
            <option key={count} value={count}>
              {count} personnes
            </option>
          ))}
        </select>
      </div>

      <button type="button" className="button button--ghost button--block" onClick={onClear}>
        Effacer les filtres
      </button>
    </div>
  );
}
