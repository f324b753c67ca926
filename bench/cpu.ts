/**
 * CPU time on Linux, for the benches that share the machine between the server, the load and the
 * database: one process's (`/proc/PID/stat`) and the whole machine's, all cores (`/proc/stat`), in ms.
 * Clock ticks are 10 ms (USER_HZ 100).
 */
import { readFileSync } from "node:fs";

/** utime + stime of a process (fields 14 and 15 of /proc/PID/stat). */
export function cpuDoProcesso(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const campos = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(campos[11]) + Number(campos[12])) * 10;
}

/** The machine's busy time, every core added: user, nice, system, irq, softirq and steal (not idle or iowait). */
export function cpuDaMaquina(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
    .split("\n", 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10;
}
