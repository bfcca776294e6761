import { site } from '../site';
import './Logo.css';

/** The farm's mark (a sprouting leaf over a field) and its name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path d="M16 24c0-7 3-11 9-13-1 7-4 11-9 13Z" fill="#f5e9a8" />
        <path d="M16 24c0-5-2-8-7-10 0 5 2 8 7 10Z" fill="#cde8c4" />
        <path d="M6 24h20" stroke="#f5e9a8" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo-name">{site.name}</span>
    </span>
  );
}
