import { useTranslation } from '@liveqr/web/i18n';
import { useId, useState } from 'react';

/** The FAQ, in the order shown; the landing page shows the first three. */
export const FAQ_ITEMS = [
  'dynamic',
  'edit',
  'tracking',
  'formats',
  'cancel',
  'printed',
  'payment',
  'types',
  'limits',
  'support',
] as const;

export interface FaqListProps {
  items: readonly (typeof FAQ_ITEMS)[number][];
  /** Heading level of the questions, so the outline stays correct where the list is placed. */
  headingLevel: 2 | 3;
}

/** Disclosure buttons: one answer open at a time, the first one initially; the open one closes on click. */
export function FaqList({ items, headingLevel }: FaqListProps) {
  const { t } = useTranslation('public');
  const [open, setOpen] = useState<string | null>(items[0] ?? null);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="faq-list">
      {items.map((item) => {
        const expanded = open === item;
        return (
          <div className="faq-item" key={item}>
            <Heading className="faq-item__question">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${item}`}
                onClick={() => setOpen(expanded ? null : item)}
              >
                <span>{t(`faq.items.${item}.question`)}</span>
                <span className="faq-item__icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div id={`${id}-${item}`} className="faq-item__answer" hidden={!expanded}>
              <p>{t(`faq.items.${item}.answer`)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
