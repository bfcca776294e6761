import type { CSSProperties, ReactNode } from 'react';
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
  return (
    <figure className="fk-StateMatrix-state" data-wide={wide || undefined}>
      <figcaption className="fk-StateMatrix-name">{name}</figcaption>
      {children}
    </figure>
  );
}
