/** Resolves in a task of its own, after what is queued. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Resolves in a task of its own once the browser has drawn its next frame. */
export const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
