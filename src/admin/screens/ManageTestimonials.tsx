/** Placeholder until the back-office work fills it in. */
export default function ManageTestimonials() {
  return <h1>ManageTestimonials</h1>;
}
