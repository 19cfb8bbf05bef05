/** The FMCSA SAFER company snapshot of a carrier, looked up by USDOT or MC number. */
export function saferUrl(kind: 'usdot' | 'mc', value: string): string {
  const params = new URLSearchParams({
    searchtype: 'ANY',
    query_type: 'queryCarrierSnapshot',
    query_param: kind === 'usdot' ? 'USDOT' : 'MC_MX',
    query_string: value.replace(/\D/g, ''),
  });
  return `https://safer.fmcsa.dot.gov/query.asp?${params}`;
}
