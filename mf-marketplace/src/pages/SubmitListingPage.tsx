// Scaffold: replaced by the page's feature in the marketplace work under way.
export default function SubmitListingPage() {
  return <h1>SubmitListingPage</h1>;
}
