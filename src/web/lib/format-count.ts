const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: 100000 shows as '100,000'. */
export const formatCount = (value: number) => counts.format(value);

/** A count with the noun it counts, singular for one: '1 search', '2,000 searches'. */
export const formatCountOf = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;
