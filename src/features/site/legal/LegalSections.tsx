import { useTranslation } from 'react-i18next';
import { sectionList } from '../textData';

/** A legal text as the locale file holds it: an introduction, then numbered sections. */
export default function LegalSections({
  doc,
  values,
}: {
  doc: 'terms' | 'privacy';
  values: Record<string, string>;
}) {
  const { t } = useTranslation('legal');
  const sections = sectionList(t(`${doc}.sections`, { returnObjects: true, ...values }));
  return (
    <>
      <p>{t(`${doc}.intro`, values)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mb-3">
          <h3 className="h6 text-primary-emphasis mb-1">{section.heading}</h3>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}
