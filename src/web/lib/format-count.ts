const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: 100000 shows as '100,000'. */
export const formatCount = (value: number) => counts.format(value);
