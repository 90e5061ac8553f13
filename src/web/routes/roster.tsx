export default function RosterPage() {
  return <h1>Roster</h1>;
}
