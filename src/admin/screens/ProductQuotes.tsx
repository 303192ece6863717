/** Placeholder until the back-office work fills it in. */
export default function ProductQuotes() {
  return <h1>ProductQuotes</h1>;
}
