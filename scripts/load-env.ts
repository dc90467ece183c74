import { existsSync } from "node:fs";

// Scripts and the server read a local .env file when there is one.
if (existsSync(".env")) process.loadEnvFile(".env");
