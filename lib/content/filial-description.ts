/** A branch page's description: its name and address, with the city once (most addresses already begin with it). */
export function filialDescription(title: string, city: string, address: string): string {
  return `${title}: ${address.includes(city) ? address : `${city}, ${address}`}`;
}
