export default function SchedulePage() {
  return <h1>Schedule</h1>;
}
