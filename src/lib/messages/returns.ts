/** The GST returns: the Returns screen, its downloads and the API's answers about them. */
export const RETURNS_MESSAGES = {
  periodRequired: 'Period is required',
  periodFormat: 'Period must be a month as MMYYYY, like 112026',
  returnFormat: 'Format must be json or csv',
  yearFormat: 'Year must be a financial year like 2026-27',
  arnRequired: 'ARN is required',
  arnFormat: 'ARN must be the 15 characters the GST portal gave, like AA0711260012345',
  filedDateRequired: 'Date filed is required',
  filedDateFormat: 'Date filed must be a date (YYYY-MM-DD)',
  filedDateFuture: 'Date filed cannot be in the future',
} as const;
