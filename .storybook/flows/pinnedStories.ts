import { pinnedStateId } from '@farmkit/flows';
import { useEffect, useState } from 'react';
import type { StoryIndex, StoryIndexEntry } from 'storybook/internal/types';

/** The stories that pin each state, by state id; `undefined` while the index loads, an Error if it cannot. */
export type PinnedStories = Map<string, StoryIndexEntry[]> | Error | undefined;

let indexReady: Promise<StoryIndex> | undefined;

/**
 * Storybook's index (`index.json`, what the sidebar lists), served beside the preview in `storybook dev` and
 * written beside it by `storybook build`. It holds every story's tags without running any story.
 */
function loadIndex(): Promise<StoryIndex> {
  indexReady ??= fetch(new URL('index.json', document.baseURI)).then((response) => {
    if (!response.ok) throw new Error(`index.json answered ${response.status}`);
    return response.json() as Promise<StoryIndex>;
  });
  return indexReady;
}

export function pinsOf(index: StoryIndex): Map<string, StoryIndexEntry[]> {
  const pins = new Map<string, StoryIndexEntry[]>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    for (const tag of entry.tags ?? []) {
      const stateId = pinnedStateId(tag);
      if (stateId !== undefined) pins.set(stateId, [...(pins.get(stateId) ?? []), entry]);
    }
  }
  return pins;
}

/** The stories tagged `flow:<state id>`, read from the story index. */
export function usePinnedStories(): PinnedStories {
  const [pins, setPins] = useState<PinnedStories>();
  useEffect(() => {
    let isCurrent = true;
    loadIndex().then(
      (index) => isCurrent && setPins(pinsOf(index)),
      (error: unknown) => isCurrent && setPins(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return pins;
}
