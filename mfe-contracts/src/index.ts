// Module Federation needs an async boundary before any shared module is used (STACK.md).
import('./bootstrap.tsx');
