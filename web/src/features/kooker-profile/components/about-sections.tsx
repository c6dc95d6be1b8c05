import type { KookerProfile } from '@kookers/domain/kookers';
import { paragraphs } from '../profile-format';

/** 'À propos', 'Spécialités' and 'Expérience & Formation', each shown when it has content. */
export function AboutSections({ profile }: { profile: KookerProfile }) {
  return (
    <>
      {profile.bio.trim() && (
        <section className="kooker-section" aria-labelledby="a-propos-titre">
          <h2 id="a-propos-titre">À propos</h2>
          {paragraphs(profile.bio).map((paragraph, index) => (
            <p key={index} className="kooker-section__text">
              {paragraph}
            </p>
          ))}
        </section>
      )}
      {profile.specialties.length > 0 && (
        <section className="kooker-section" aria-labelledby="specialites-titre">
          <h2 id="specialites-titre">Spécialités</h2>
          <ul className="tags">
            {profile.specialties.map((specialty) => (
              <li key={specialty} className="tag">
                {specialty}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(profile.experience.trim() || profile.certificates.length > 0) && (
        <section className="kooker-section" aria-labelledby="experience-titre">
          <h2 id="experience-titre">Expérience &amp; Formation</h2>
          {paragraphs(profile.experience).map((paragraph, index) => (
            <p key={index} className="kooker-section__text">
              {paragraph}
            </p>
          ))}
          {profile.certificates.length > 0 && (
            <>
              <h3 className="kooker-section__subtitle">Formations et certificats</h3>
              <ul className="certificates">
                {profile.certificates.map((certificate) => (
                  <li key={certificate}>{certificate}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
