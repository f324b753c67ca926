/**
 * Another server process for the lock tests: takes the data directory lock given as argument, prints
 * "travado" and stays alive until killed (SIGKILL leaves the lock file behind, like a crash).
 */
import { acquireDataDirLock } from "../../src/server/db/data-dir-lock";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("Uso: hold-data-dir-lock.ts <DATA_DIR>");
acquireDataDirLock(dataDir);
process.stdout.write("travado\n");
setInterval(() => {}, 60_000);
