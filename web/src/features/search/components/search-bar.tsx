import { useState, type FormEvent } from 'react';
import { CommuneField } from '../../../components/ui/commune-field';

interface SearchBarProps {
  text: string;
  city: string;
  onSearch: (text: string, city: string) => void;
}

/**
 * The free text and the commune, which the field suggests as the visitor types ('Villeurbanne
 * (69100)'): applied when the visitor searches, not at each key.
 */
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
        <CommuneField
          id="recherche-ville"
          label="Ville"
          labelHidden
          placeholder="Ville ou code postal"
          loadOnFocus
          initialText={city}
          value={null}
          onChange={(picked) => picked && setTypedCity(picked.label)}
          onText={setTypedCity}
        />
      </div>
      <button type="submit" className="button button--primary">
        Rechercher
      </button>
    </form>
  );
}
