/** Placeholder until the back-office work fills it in. */
export default function ManageBlog() {
  return <h1>ManageBlog</h1>;
}
