import { type ReactNode, useId } from 'react';
import './LandingSection.css';

interface LandingSectionProps {
  title: string;
  /** A sentence under the title. */
  intro?: string;
  /** The section's anchor (the top bar's About leads to `#content`). */
  id?: string;
  /** `surface`: a white band between the page's tinted ones; `band`: the brand's dark green. */
  tone?: 'plain' | 'surface' | 'band';
  /** Beside the title on wide screens (a section's own control). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** One section of the landing page: a region named by its heading, in the page's content column. */
export function LandingSection({ title, intro, id, tone = 'plain', aside, children }: LandingSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className="landing-section" data-tone={tone} aria-labelledby={headingId}>
      <div className="landing-section-inner site-container">
        <div className="landing-section-head">
          <div className="landing-section-titles">
            <h2 id={headingId} className="landing-section-title">
              {title}
            </h2>
            {intro && <p className="landing-section-intro">{intro}</p>}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}
