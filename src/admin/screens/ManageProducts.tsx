/** Placeholder until the back-office work fills it in. */
export default function ManageProducts() {
  return <h1>ManageProducts</h1>;
}
