const testimonials = [
  {
    quote: 'Un atelier pâtisserie inoubliable avec mes filles. Claire a été d’une patience et d’une pédagogie remarquables !',
    author: 'Sophie M.',
    city: 'Lyon',
  },
  {
    quote: 'Pour l’anniversaire de mon mari, Marco a cuisiné un vrai repas italien à la maison. Tout le monde en parle encore.',
    author: 'Julien B.',
    city: 'Paris',
  },
  {
    quote: 'Je suis Kooker depuis six mois : je partage ma cuisine japonaise chaque week-end et je rencontre des gens formidables.',
    author: 'Akiko T.',
    city: 'Bordeaux',
  },
];

export function Testimonials() {
  return (
    <section className="section" aria-labelledby="temoignages-titre">
      <div className="container">
        <header className="section__header">
          <h2 id="temoignages-titre">Ils ont adoré</h2>
          <p>Clients et Kookers racontent leur expérience.</p>
        </header>
        <ul className="testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author} className="card testimonial">
              <figure>
                <blockquote>« {testimonial.quote} »</blockquote>
                <figcaption>
                  <strong>{testimonial.author}</strong>, {testimonial.city}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
