import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { DemoBanner, type OutboxKeeps } from "./banners";

// Rendered without a catalogue, so the text shows as its message keys.
function render(outbox: OutboxKeeps): string {
  return renderToString(
    <MemoryRouter>
      <DemoBanner outbox={outbox} />
    </MemoryRouter>,
  );
}

it.each([
  ["emails and texts", { mail: true, texts: true }, "app.demoBannerAll"],
  ["emails only (SMS settings given)", { mail: true, texts: false }, "app.demoBanner"],
  ["texts only (SMTP_URL given)", { mail: false, texts: true }, "app.demoBannerTexts"],
])("says what the outbox keeps, %s, and links to it", (_, outbox, key) => {
  const html = render(outbox);
  expect(html).toContain(`${key}<`);
  expect(html).toContain('href="/dev/outbox"');
});

// With SMTP_URL and SMS settings a demo server sends real messages, but it still says it is a demo.
it("says demo mode without an outbox link when every message is sent", () => {
  const html = render({ mail: false, texts: false });
  expect(html).toContain("app.demoMode");
  expect(html).not.toContain("/dev/outbox");
});
