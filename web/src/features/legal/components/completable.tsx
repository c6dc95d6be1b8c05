import { isToComplete, type Completable } from '@kookers/domain/legal';

/**
 * A value of the company's legal information (domain/src/legal/company.ts), or, while nobody has
 * given it, its visible mark « à compléter : … » (docs/exploitation.md, « Avant l’ouverture »).
 */
export function CompletableText({ value }: { value: Completable }) {
  if (isToComplete(value)) return <mark className="to-complete">à compléter : {value.toComplete}</mark>;
  return <>{value}</>;
}

/** A web address of the company's legal information as a link, or its mark « à compléter ». */
export function CompletableLink({ value }: { value: Completable }) {
  if (isToComplete(value)) return <CompletableText value={value} />;
  return (
    <a href={value} rel="noopener noreferrer" target="_blank">
      {value.replace(/^https?:\/\//, '')}
    </a>
  );
}
