/** Placeholder until the back-office work fills it in. */
export default function Dashboard() {
  return <h1>Dashboard</h1>;
}
