import { fileURLToPath } from 'node:url';

/** Next and React come from the project's own node_modules, two folders up; worthy-widgets from the packed tarball here. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
  poweredByHeader: false,
};
