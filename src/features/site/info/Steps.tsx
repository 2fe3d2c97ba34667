export interface Step {
  key: string;
  title: string;
  text: string;
}

/** How a service works, as numbered cards: an ordered list, so the order is announced too. */
export default function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="info-steps">
      {steps.map((step) => (
        <li key={step.key} className="info-step">
          <h3 className="h5 info-step-title">{step.title}</h3>
          <p className="mb-0">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
