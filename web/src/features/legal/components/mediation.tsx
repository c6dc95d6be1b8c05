import { MEDIATION_TEXT, MEDIATOR } from '@kookers/domain/legal';
import { CompletableLink, CompletableText } from './completable';

/** The consumer mediator and the consumer's right to it (Code de la consommation, L.612-1), as the legal notice and the CGV say it. */
export function Mediation() {
  return (
    <>
      <p>{MEDIATION_TEXT}</p>
      <ul>
        <li>
          <strong>Médiateur</strong> : <CompletableText value={MEDIATOR.name} />
        </li>
        <li>
          <strong>Adresse</strong> : <CompletableText value={MEDIATOR.address} />
        </li>
        <li>
          <strong>Site internet</strong> : <CompletableLink value={MEDIATOR.website} />
        </li>
      </ul>
    </>
  );
}
