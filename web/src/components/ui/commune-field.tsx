import { suggestCommunes, type CommuneSuggestion } from '@kookers/domain/communes';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { COMMUNES_UNAVAILABLE, useCommuneData } from '../../lib/commune-data';

/** How many communes the list shows at most. */
const SUGGESTIONS_MAX = 8;

export interface CommuneFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The id of a text beside the field that describes it too (read after its hint or error). */
  describedBy?: string;
  /** The commune picked; null while none is (typing drops the one picked). */
  value: CommuneSuggestion | null;
  onChange: (value: CommuneSuggestion | null) => void;
  /** Every change of the typed text (a form that keeps what was typed but not picked). */
  onText?: (text: string) => void;
  /** The text shown until a commune is given (an older profile's city, typed before suggestions). */
  initialText?: string;
  onBlur?: () => void;
  disabled?: boolean;
  /** The label for screen readers only (a search box, whose placeholder shows it). */
  labelHidden?: boolean;
  placeholder?: string;
  /** The text's name in a form that works before the app runs (the home page's search box). */
  name?: string;
  /**
   * Load the communes when the field is first used, not with it: a field on a page's first
   * screen, whose page must not carry 629 KiB it may never use (docs/decisions/014-communes.md).
   */
  loadOnFocus?: boolean;
}

/** What the list and the screen reader are told about the suggestions of `text`. */
function statusOf(text: string, loaded: boolean, failed: boolean, count: number): string {
  if (text.trim() === '') return '';
  if (failed) return COMMUNES_UNAVAILABLE;
  if (!loaded) return 'Chargement des communes…';
  if (count === 0) return 'Aucune commune ne correspond.';
  return count === 1 ? '1 commune proposée.' : `${count} communes proposées.`;
}

/**
 * A city field that suggests French communes as the user types ('Villeurbanne (69100)'), accents
 * and case ignored, a postal code too (domain/src/communes/communes.ts): the WAI-ARIA combobox pattern with
 * a list, no automatic pick. Arrow keys move in the list, Enter picks, Escape closes it (then
 * clears the field); a click picks. The communes load with the field, never with the page
 * (docs/decisions/014-communes.md).
 */
export function CommuneField(props: CommuneFieldProps) {
  const {
    id,
    label,
    hint,
    error,
    describedBy: alsoDescribedBy,
    value,
    onChange,
    onText,
    initialText,
    onBlur,
    disabled,
    labelHidden,
    placeholder,
    name,
    loadOnFocus,
  } = props;
  const [used, setUsed] = useState(!loadOnFocus);
  const { data, failed } = useCommuneData(used);
  const [text, setTextState] = useState(value?.label ?? initialText ?? '');
  const setText = (next: string) => {
    setTextState(next);
    onText?.(next);
  };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A commune given from outside (filled from the profile) shows as the field's text.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value) setTextState(value.label);
  }

  const suggestions = useMemo(() => (data && text.trim() !== '' ? suggestCommunes(data, text, SUGGESTIONS_MAX) : []), [data, text]);
  const expanded = open && text.trim() !== '' && !(value !== null && text === value.label);
  const status = expanded ? statusOf(text, data !== null, failed, suggestions.length) : '';
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : null, alsoDescribedBy].filter(Boolean).join(' ') || undefined;

  const pick = (suggestion: CommuneSuggestion) => {
    setTextState(suggestion.label);
    setOpen(false);
    setActive(-1);
    onChange(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (suggestions.length === 0 ? -1 : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter') {
      const suggestion = expanded ? suggestions[active] : undefined;
      if (suggestion) {
        // Picks, and does not send the form.
        event.preventDefault();
        pick(suggestion);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        setText('');
        if (value) onChange(null);
      }
    }
  };

  return (
    <div className="field">
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <div className="combobox">
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={text}
          name={name}
          placeholder={placeholder}
          maxLength={100}
          disabled={disabled}
          onChange={(event) => {
            setUsed(true);
            setText(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          // Back in a field typed and not picked, the suggestions show again.
          onFocus={() => {
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
        />
        <ul id={listId} className="combobox__list" role="listbox" aria-label={label} hidden={!expanded || suggestions.length === 0}>
          {expanded &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.label + suggestion.commune.insee}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
                // Keeps the focus in the field, so that the click picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                {suggestion.label}
              </li>
            ))}
        </ul>
        {expanded && suggestions.length === 0 && status && (
          <p className="combobox__empty" aria-hidden="true">
            {status}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
