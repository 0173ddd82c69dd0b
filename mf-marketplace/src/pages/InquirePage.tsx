// Scaffold: replaced by the page's feature in the marketplace work under way.
export default function InquirePage() {
  return <h1>InquirePage</h1>;
}
