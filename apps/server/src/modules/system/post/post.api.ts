/**
 * What the post module offers other modules: every post.
 * Other modules use these instead of the repository (docs/architecture.md, Layers).
 */
export { allPosts } from './post.repository';
