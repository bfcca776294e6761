import { siteLanding } from '../../site/landing';
import { LandingSection } from './LandingSection';
import './ServicesSection.css';

/** What a customer gets from the farm, one card per service. */
export function ServicesSection() {
  const { services } = siteLanding;
  return (
    <LandingSection tone="surface" title={services.title}>
      <ul className="services-list">
        {services.cards.map((service) => (
          <li key={service.title} className="service-card">
            <img
              className="service-card-icon"
              src={service.picture}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
            />
            <h3 className="service-card-title">{service.title}</h3>
            <p className="service-card-text">{service.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
