import { type CSSProperties, type ReactNode, useId } from 'react';
import './StateMatrix.css';

export interface StateMatrixProps {
  children: ReactNode;
  /** Narrowest width of a cell; cells fill the row from there. */
  cellWidth?: string;
}

/** Lays out every state of a component in one grid, each under its name: the visual-regression story. */
export function StateMatrix({ children, cellWidth = '14rem' }: StateMatrixProps) {
  return (
    <div className="fk-StateMatrix" style={{ '--fk-state-width': cellWidth } as CSSProperties}>
      {children}
    </div>
  );
}

export interface StateProps {
  name: string;
  children: ReactNode;
  /** Takes a whole row of the matrix, for layouts. */
  wide?: boolean;
}

export function State({ name, children, wide }: StateProps) {
  // Named explicitly: Testing Library does not derive a figure's name from its caption.
  const nameId = useId();
  return (
    <figure className="fk-StateMatrix-state" data-wide={wide || undefined} aria-labelledby={nameId}>
      <figcaption className="fk-StateMatrix-name" id={nameId}>
        {name}
      </figcaption>
      {children}
    </figure>
  );
}
