/** Placeholder until the back-office work fills it in. */
export default function ContactEnquiries() {
  return <h1>ContactEnquiries</h1>;
}
