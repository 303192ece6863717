/**
 * Dates as the tests ask for them, worked out when called (never when a file loads: a run may pass midnight
 * at a month's end or 1 April in New Delhi).
 */
import { todayInIndia } from '../../src/lib/format/dates.ts';

/** New Delhi's date `days` from today (YYYY-MM-DD). */
export const dateIn = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

/** The years-in-business figure the site shows (founded 2008), as the home and about pages print it. */
export const yearsShown = () => `${new Date().getFullYear() - 2008}+`;
