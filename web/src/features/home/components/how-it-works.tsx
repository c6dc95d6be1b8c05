const steps = [
  {
    title: 'Inscrivez-vous',
    text: 'Créez votre compte gratuitement en quelques secondes avec votre adresse email.',
  },
  {
    title: 'Trouvez un Kooker',
    text: 'Parcourez les profils, les spécialités et les avis pour trouver le Kooker qui vous ressemble.',
  },
  {
    title: 'Réservez une date',
    text: 'Choisissez une prestation, un créneau et le nombre de participants, puis réglez en ligne.',
  },
  {
    title: 'Partagez un moment',
    text: 'Cuisinez, apprenez et régalez-vous chez vous, puis laissez un avis à votre Kooker.',
  },
];

export function HowItWorks() {
  return (
    <section id="comment-ca-marche" className="section" aria-labelledby="comment-ca-marche-titre">
      <div className="container">
        <header className="section__header">
          <h2 id="comment-ca-marche-titre">Comment ça marche ?</h2>
          <p>Quatre étapes simples pour vivre une expérience culinaire unique à la maison.</p>
        </header>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
