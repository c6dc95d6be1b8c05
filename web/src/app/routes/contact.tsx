import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ContactForm } from '../../features/contact/components/contact-form';
import { contactDetails } from '../../features/contact/contact-details';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Contact');
  return (
    <div className="page container">
      <header className="page__header">
        <h1>Contactez-nous</h1>
        <p className="page__lead">Une question, une suggestion ou besoin d&apos;aide ? Notre équipe vous répond avec plaisir.</p>
      </header>
      <div className="contact">
        <aside className="contact__details card" aria-labelledby="coordonnees-titre">
          <h2 id="coordonnees-titre">Nos coordonnées</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </dd>
            <dt>Téléphone</dt>
            <dd>
              <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
            </dd>
            <dt>Adresse</dt>
            <dd>
              <address>
                {contactDetails.address.map((line) => (
                  <span key={line} className="contact__address-line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </dl>
          <h3>Horaires</h3>
          <ul className="contact__hours">
            {contactDetails.hours.map((row) => (
              <li key={row.days}>
                <span>{row.days}</span>
                <span>{row.hours}</span>
              </li>
            ))}
          </ul>
          <p className="contact__faq">
            Vous trouverez peut-être votre réponse dans notre <Link to={paths.faq}>FAQ</Link>.
          </p>
        </aside>
        <section className="contact__form card" aria-labelledby="message-titre">
          <h2 id="message-titre">Envoyez-nous un message</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
