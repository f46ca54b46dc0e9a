// npm scripts must run on the pinned Node 24; a slip to the system Node fails loudly here.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running; this project needs Node >= 24. Run through npm (npm test, npm start).`,
  );
  process.exit(1);
}
