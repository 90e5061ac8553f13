export default function SubsidiariesPage() {
  return <h1>Subsidiaries</h1>;
}
