import { type CSSProperties, type ReactNode, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import './OverlayFrame.css';

export interface OverlayFrameProps {
  children: ReactNode;
  height: string;
}

/**
 * A screen-sized box for the state matrix: overlays that portal to the body (modals, toasts) render
 * inside it instead, and its fixed-position layers cover the box rather than the page, so the
 * screenshot of the story holds them.
 */
export function OverlayFrame({ children, height }: OverlayFrameProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setFrame} className="fk-OverlayFrame" style={{ '--fk-frame-height': height } as CSSProperties}>
      {frame && <UNSAFE_PortalProvider getContainer={() => frame}>{children}</UNSAFE_PortalProvider>}
    </div>
  );
}
