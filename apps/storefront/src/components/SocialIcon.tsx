import type { ReactNode } from 'react';
import type { site } from '../site';

type Network = (typeof site.social)[number]['network'];

/** Simplified marks of the networks, drawn in the link's colour; the link's own name says which it is. */
const marks: Record<Network, ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  whatsapp: (
    <>
      <path
        d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M9.2 8.1c.3-.3.7-.3.9 0l.9 1.6c.1.3 0 .6-.2.8l-.5.5a5.6 5.6 0 0 0 2.7 2.7l.5-.5c.2-.2.5-.3.8-.2l1.6.9c.3.2.3.6 0 .9l-.6.7c-.5.5-1.2.7-1.9.4a8.6 8.6 0 0 1-4.9-4.9c-.3-.7-.1-1.4.4-1.9Z"
        fill="currentColor"
      />
    </>
  ),
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {marks[network]}
    </svg>
  );
}
