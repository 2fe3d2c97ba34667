import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import arrive from '../../../assets/directions/step-1-arrive.svg?no-inline';
import enter from '../../../assets/directions/step-2-enter.svg?no-inline';
import signs from '../../../assets/directions/step-3-signs.svg?no-inline';
import checkIn from '../../../assets/directions/step-4-check-in.svg?no-inline';
import { useBrand } from '../../../config/useBrand';
import { currentLanguage } from '../../../i18n';
import { stepList } from '../textData';
import HomeSection from './HomeSection';

// Separate files (never inlined into the script), drawn through <use> so that their lines take
// the brand's colours from the page: an <img> could not see the theme's CSS variables.
const pictures = [arrive, enter, signs, checkIn];

function StepPicture({ src, alt }: { src: string; alt: string }) {
  const titleId = useId();
  return (
    <svg
      className="direction-art d-block w-100 h-auto mb-3"
      viewBox="0 0 160 120"
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{alt}</title>
      <use href={`${src}#art`} />
    </svg>
  );
}

export default function Directions() {
  const { t } = useTranslation('findUs');
  const brand = useBrand();
  const address = brand.address.full[currentLanguage()];
  // Each clinic's way in differs (one is inside a supermarket), so the steps are kept per brand.
  const steps = stepList(t(`directions.${brand.id}.steps`, { returnObjects: true, address }));

  return (
    <HomeSection
      titleId="home-directions-title"
      title={t('directions.title')}
      intro={t('directions.intro')}
    >
      <ol className="row g-4 list-unstyled mb-0 home-directions">
        {steps.map((step, index) => (
          <li key={index} className="col-sm-6 col-lg-3">
            <div className="h-100 p-3 bg-white border rounded-3">
              <StepPicture src={pictures[index] ?? arrive} alt={step.alt} />
              <p className="small fw-semibold text-uppercase text-primary-emphasis mb-1">
                {t('directions.step', { number: index + 1 })}
              </p>
              <h3 className="h6">{step.title}</h3>
              <p className="mb-0">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
