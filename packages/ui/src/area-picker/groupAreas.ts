/** What the picker needs of an area: the contract's DeliveryArea, or a farm's own list without our API. */
export interface AreaOption {
  id: number;
  name: string;
  council: string;
  /** The delivery fee, in the shop's currency; 0 is free. */
  fee: number;
  /** The least subtotal delivered there; 0: none. */
  min_order: number;
}

export interface CouncilAreas<T extends AreaOption = AreaOption> {
  council: string;
  areas: T[];
}

/**
 * The areas under their councils, councils in the order they first come and areas in theirs: the API already sorts
 * by council then name, and a farm that orders its list otherwise (nearest first) keeps that order.
 */
export function groupAreasByCouncil<T extends AreaOption>(areas: readonly T[]): CouncilAreas<T>[] {
  const groups = new Map<string, T[]>();
  for (const area of areas) {
    const group = groups.get(area.council);
    if (group) group.push(area);
    else groups.set(area.council, [area]);
  }
  return Array.from(groups, ([council, councilAreas]) => ({ council, areas: councilAreas }));
}
