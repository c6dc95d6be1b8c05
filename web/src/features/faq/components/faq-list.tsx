import { useState } from 'react';
import type { FaqCategory } from '../faq-content';

/** The questions by category; each answer opens and closes on its own. */
export function FaqList({ categories }: { categories: FaqCategory[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  function toggle(key: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <div className="faq">
      {categories.map((category) => (
        <section key={category.id} id={category.id} className="faq__category" aria-labelledby={`${category.id}-titre`}>
          <h2 id={`${category.id}-titre`}>{category.title}</h2>
          <ul className="faq__items">
            {category.items.map((item, index) => {
              const key = `${category.id}-${index}`;
              const isOpen = open.has(key);
              return (
                <li key={key} className="faq__item">
                  <h3 className="faq__question">
                    <button type="button" aria-expanded={isOpen} aria-controls={`${key}-reponse`} onClick={() => toggle(key)}>
                      <span>{item.question}</span>
                      <span className="faq__icon" aria-hidden="true">
                        {isOpen ? '−' : '+'}
                      </span>
                    </button>
                  </h3>
                  <div id={`${key}-reponse`} className="faq__answer" hidden={!isOpen}>
                    <p>{item.answer}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
