import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce the server generated for this response. */
    nonce?: string;
  }
}
