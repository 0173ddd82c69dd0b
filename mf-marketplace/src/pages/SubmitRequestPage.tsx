// Scaffold: replaced by the page's feature in the marketplace work under way.
export default function SubmitRequestPage() {
  return <h1>SubmitRequestPage</h1>;
}
