import { useState, type FormEvent } from 'react';

/** Cities with Kookers, offered as the visitor types (any city may be typed). */
const CITIES = ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Toulouse', 'Nantes', 'Lille', 'Strasbourg', 'Nice', 'Montpellier', 'Rennes'];

interface SearchBarProps {
  text: string;
  city: string;
  onSearch: (text: string, city: string) => void;
}

/** The free text and the city: applied when the visitor searches, not at each key. */
export function SearchBar({ text, city, onSearch }: SearchBarProps) {
  const [typedText, setTypedText] = useState(text);
  const [typedCity, setTypedCity] = useState(city);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typedText, typedCity);
  }

  return (
    <form className="search-bar" role="search" aria-label="Rechercher un Kooker" onSubmit={submit}>
      <div className="search-bar__field search-bar__field--text">
        <label htmlFor="recherche-texte" className="visually-hidden">
          Nom, spécialité ou prestation
        </label>
        <input
          id="recherche-texte"
          className="field__input"
          type="search"
          placeholder="Nom, spécialité, prestation…"
          maxLength={100}
          value={typedText}
          onChange={(event) => setTypedText(event.currentTarget.value)}
        />
      </div>
      <div className="search-bar__field">
        <label htmlFor="recherche-ville" className="visually-hidden">
          Ville
        </label>
        <input
          id="recherche-ville"
          className="field__input"
          placeholder="Ville"
          list="villes"
          maxLength={100}
          autoComplete="address-level2"
          value={typedCity}
          onChange={(event) => setTypedCity(event.currentTarget.value)}
        />
        <datalist id="villes">
          {CITIES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <button type="submit" className="button button--primary">
        Rechercher
      </button>
    </form>
  );
}
