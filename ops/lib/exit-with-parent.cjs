// Preloaded into every service the supervisor starts (node --require): a service whose supervisor is gone
// (kill -9, a crashed test worker) is re-parented, and then exits instead of holding its port for ever. The
// supervisor names itself in the environment, since it may already be gone when this runs.
const supervisor = Number(process.env.BLUEPRINT_SUPERVISOR_PID) || process.ppid;
setInterval(() => {
  if (process.ppid !== supervisor) process.exit(0);
}, 500).unref();
