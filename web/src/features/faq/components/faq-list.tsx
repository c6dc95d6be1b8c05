import type { FaqCategory } from '../faq-content';

/**
 * The questions by category; each answer opens and closes on its own. Native disclosures
 * (`details`): the served page's questions open before the app has started, and without it.
 */
export function FaqList({ categories }: { categories: FaqCategory[] }) {
  return (
    <div className="faq">
      {categories.map((category) => (
        <section key={category.id} id={category.id} className="faq__category" aria-labelledby={`${category.id}-titre`}>
          <h2 id={`${category.id}-titre`}>{category.title}</h2>
          <ul className="faq__items">
            {category.items.map((item, index) => (
              <li key={`${category.id}-${index}`} className="faq__item">
                <details>
                  <summary className="faq__question">
                    <h3>{item.question}</h3>
                    <span className="faq__icon" aria-hidden="true" />
                  </summary>
                  <div className="faq__answer">
                    <p>{item.answer}</p>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
