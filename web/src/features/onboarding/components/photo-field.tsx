import { StoredImage } from '../../../components/ui/stored-image';
import { useId, useState } from 'react';
import { callableErrorMessage } from '../../../lib/callable-error';
import { PhotoQuotaError, uploadPhoto } from '../api/photos';
import type { FreshPhotos } from '../hooks/use-fresh-photos';
import { PhotoError, preparePhoto } from '../photo-processing';

type Stage = 'reading' | 'resizing' | 'uploading';

const STAGES: Record<Stage, { label: string; percent: number }> = {
  reading: { label: 'Lecture de la photo…', percent: 15 },
  resizing: { label: 'Redimensionnement…', percent: 45 },
  uploading: { label: 'Envoi…', percent: 80 },
};

interface PhotoFieldProps {
  uid: string;
  label: string;
  hint?: string;
  /** Image ids, in order. */
  value: readonly string[];
  max: number;
  onChange: (ids: string[]) => void;
  fresh: FreshPhotos;
  /** How a photo is described to screen readers: "Photo de profil", "Photo 2"… */
  describe: (index: number) => string;
  shape?: 'square' | 'round' | 'wide';
}

/** Photos picked, checked, resized and uploaded at once, with their previews and progress. */
export function PhotoField({ uid, label, hint, value, max, onChange, fresh, describe, shape = 'square' }: PhotoFieldProps) {
  const inputId = useId();
  const [stage, setStage] = useState<Stage | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setError(null);
    try {
      const photo = await preparePhoto(file, setStage);
      setStage('uploading');
      const id = await uploadPhoto(uid, photo);
      fresh.add(id, photo.small.blob);
      // Replacing the only photo of a field: a replaced photo nothing saved yet goes at once.
      if (max === 1) fresh.discard(value);
      onChange(max === 1 ? [id] : [...value, id]);
    } catch (caught) {
      setError(
        caught instanceof PhotoError || caught instanceof PhotoQuotaError
          ? caught.message
          : callableErrorMessage(caught, 'La photo n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.'),
      );
    } finally {
      setStage(null);
    }
  }

  function remove(id: string) {
    if (fresh.isFresh(id)) fresh.discard([id]);
    onChange(value.filter((photo) => photo !== id));
  }

  const canAdd = value.length < max || max === 1;
  return (
    <fieldset className="field photo-field">
      <legend className="field__label">{label}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      <ul className={`photo-field__list photo-field__list--${shape}`}>
        {value.map((id, index) => (
          <li key={id} className="photo-field__item">
            {fresh.previews[id] ? (
              <img className="photo-field__image" src={fresh.previews[id]} alt={describe(index)} decoding="async" />
            ) : (
              <StoredImage
                className="photo-field__image"
                imageId={id}
                variant="small"
                alt={describe(index)}
                loading="lazy"
                decoding="async"
              />
            )}
            <button
              type="button"
              className="photo-field__remove"
              onClick={() => remove(id)}
              aria-label={`Retirer : ${describe(index)}`}
              disabled={stage !== null}
            >
              ×
            </button>
          </li>
        ))}
        {canAdd && (
          <li className="photo-field__item photo-field__item--add">
            {stage ? (
              <div className="photo-field__progress" role="status">
                <span>{STAGES[stage].label}</span>
                <progress max={100} value={STAGES[stage].percent} aria-label={STAGES[stage].label} />
              </div>
            ) : (
              <>
                <input
                  id={inputId}
                  className="photo-field__input"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/*"
                  onChange={(event) => {
                    void add(event.currentTarget.files);
                    event.currentTarget.value = '';
                  }}
                />
                <label htmlFor={inputId} className="photo-field__add">
                  <span aria-hidden="true">+</span>
                  {value.length > 0 && max === 1 ? 'Changer la photo' : 'Ajouter une photo'}
                  <span className="visually-hidden"> : {label}</span>
                </label>
              </>
            )}
          </li>
        )}
      </ul>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
