/** '2 lines', '1 file', or nothing for none. */
export const countOf = (count: number, noun: string) => (count ? `${count} ${noun}${count === 1 ? '' : 's'}` : '');
