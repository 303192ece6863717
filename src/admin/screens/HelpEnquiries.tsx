/** Placeholder until the back-office work fills it in. */
export default function HelpEnquiries() {
  return <h1>HelpEnquiries</h1>;
}
