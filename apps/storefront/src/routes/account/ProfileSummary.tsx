import { Avatar } from '@farmkit/ui/avatar';
import { useState } from 'react';
import { ProfilePhotoEditor } from './ProfilePhotoEditor';
import { useAccount } from './useAccount';
import '../../components/Card.css';
import './ProfileSummary.css';

/** The account's photo, name and e-mail, with the photo editor. */
export function ProfileSummary() {
  const user = useAccount();
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <section className="profile-summary card" aria-label="Profile">
      <Avatar src={preview ?? user.profilePicture ?? undefined} name={user.name} size="lg" />
      <div className="profile-summary-text">
        <p className="profile-summary-name">{user.name}</p>
        <p className="profile-summary-email">{user.email}</p>
      </div>
      <div className="profile-summary-actions">
        <ProfilePhotoEditor hasPhoto={user.profilePicture !== null} onPreview={setPreview} />
      </div>
    </section>
  );
}
