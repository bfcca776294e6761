import { machineToMermaid } from '@farmkit/flows';
import type { Mermaid } from 'mermaid';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';

let mermaidReady: Promise<Mermaid> | undefined;

/** Mermaid, loaded on the first diagram (it is large, and only docs pages draw one). */
function loadMermaid(): Promise<Mermaid> {
  mermaidReady ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, theme: 'neutral', securityLevel: 'strict' });
    return mermaid;
  });
  return mermaidReady;
}

/**
 * A machine's states and transitions, drawn by Mermaid from the machine's definition each time the page renders,
 * so the picture cannot drift from the machine. Its Mermaid source is shown below it, to paste into other tools.
 */
export function MachineDiagram({ machine }: { machine: AnyStateMachine }) {
  const source = useMemo(() => machineToMermaid(machine), [machine]);
  // Mermaid names the SVG and its styles after this id: letters, digits and dashes only.
  const id = `machine-diagram-${useId().replace(/[^\w-]/g, '')}`;
  const drawing = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'drawing' | 'drawn' | Error>('drawing');

  useEffect(() => {
    let isCurrent = true;
    setStatus('drawing');
    loadMermaid()
      .then((mermaid) => mermaid.render(id, source))
      .then(({ svg }) => {
        if (!isCurrent || !drawing.current) return;
        // Mermaid's own output, sanitized by it (securityLevel 'strict').
        drawing.current.innerHTML = svg;
        setStatus('drawn');
      })
      .catch((error: unknown) => {
        if (isCurrent) setStatus(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      isCurrent = false;
    };
  }, [id, source]);

  return (
    <figure style={{ margin: '16px 0', overflowX: 'auto' }}>
      {status === 'drawing' && <p role="status">Drawing the {machine.id} machine…</p>}
      {status instanceof Error && <p role="alert">The diagram could not be drawn: {status.message}</p>}
      <div ref={drawing} />
      <details>
        <summary>Mermaid source</summary>
        <pre>{source}</pre>
      </details>
    </figure>
  );
}
