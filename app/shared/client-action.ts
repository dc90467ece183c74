import { isRouteErrorResponse } from "react-router";
import type * as z from "zod/mini";
import type { ActionResult } from "./action-result";
import { parseForm, typedValues } from "./form";

/**
 * The body of a route's clientAction: checks the form with the same schema as
 * the server before the round trip, and turns a lost connection into a message
 * instead of an error page. Fields in `secret` (passwords) are never echoed back.
 */
export async function submitChecked<T>(
  schema: z.ZodMiniType,
  request: Request,
  serverAction: () => Promise<T>,
  secret: readonly string[] = [],
): Promise<T | ActionResult> {
  const form = await request.clone().formData();
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return { errors: parsed.errors, values: typedValues(form, secret) };
  try {
    return await serverAction();
  } catch (error) {
    // Redirects and the server's own error answers (403, 404) are not lost connections.
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { errors: { form: "errors.network" }, values: typedValues(form, secret) };
  }
}
