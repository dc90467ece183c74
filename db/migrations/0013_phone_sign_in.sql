ALTER TABLE "users" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Numbers were stored as typed; the forms now store E.164 (app/shared/phone.ts). The US shapes
-- they accepted are rewritten here; anything else stays as typed until the account is next saved.
UPDATE "users" SET "phone" = CASE
  WHEN regexp_replace("phone", '\D', '', 'g') ~ '^[2-9][0-9]{9}$' THEN '+1' || regexp_replace("phone", '\D', '', 'g')
  WHEN regexp_replace("phone", '\D', '', 'g') ~ '^1[2-9][0-9]{9}$' THEN '+' || regexp_replace("phone", '\D', '', 'g')
  WHEN "phone" ~ '^\s*\+' THEN '+' || regexp_replace("phone", '\D', '', 'g')
  WHEN btrim("phone") = '' THEN NULL
  ELSE "phone"
END
WHERE "phone" IS NOT NULL;--> statement-breakpoint
-- A number signs in one account, so it may belong to one only: where several shared one, the
-- oldest account keeps it (docs/decisions/020).
UPDATE "users" SET "phone" = NULL
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "phone" ORDER BY "created_at", "id") AS "n"
    FROM "users" WHERE "phone" IS NOT NULL
  ) AS "numbered" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_idx" ON "users" USING btree ("phone");
