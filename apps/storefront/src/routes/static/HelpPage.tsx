import { SupportEmailLink, SupportPhoneLink } from '../../components/SupportLinks';
import { site } from '../../site';
import { siteTutorials } from '../../site/help';
import { StaticPage, StaticSection } from './StaticPage';
import './HelpPage.css';

/** /help: the tutorial videos, and how to reach a person. */
export function HelpPage() {
  return (
    <StaticPage
      title="Help Center"
      description={`Video guides to ordering from ${site.name}, and how to contact our support team.`}
    >
      <StaticSection title="Video tutorials">
        <ul className="help-videos">
          {siteTutorials.map((video) => (
            <li key={video.url} className="help-video">
              <iframe
                className="help-video-player"
                src={video.url}
                title={video.title}
                loading="lazy"
                allow="encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
              <p className="help-video-title">{video.title}</p>
            </li>
          ))}
        </ul>
      </StaticSection>
      <StaticSection title="Contact support">
        <p>Our team answers questions about products, orders, payments and deliveries.</p>
        <dl className="help-contacts">
          <div>
            <dt>Email</dt>
            <dd>
              <SupportEmailLink />
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <SupportPhoneLink />
            </dd>
          </div>
        </dl>
      </StaticSection>
    </StaticPage>
  );
}
