/** Placeholder until the back-office work fills it in. */
export default function QuickQuotes() {
  return <h1>QuickQuotes</h1>;
}
