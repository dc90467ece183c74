import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { DemoBanner } from "./banners";

// Rendered without a catalogue, so the text shows as its message keys.
function render(outbox: boolean): string {
  return renderToString(
    <MemoryRouter>
      <DemoBanner outbox={outbox} />
    </MemoryRouter>,
  );
}

it("says demo mode and links to the outbox while emails go there", () => {
  const html = render(true);
  expect(html).toContain("app.demoBanner");
  expect(html).toContain('href="/dev/outbox"');
});

// With SMTP_URL set a demo server sends real mail, but it still says it is a demo.
it("says demo mode without an outbox link when mail is sent", () => {
  const html = render(false);
  expect(html).toContain("app.demoMode");
  expect(html).not.toContain("/dev/outbox");
});
