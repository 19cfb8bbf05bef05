import type { CDPSession, Locator } from 'playwright-core';

/**
 * Whether a control is expanded as the browser tells assistive technology: its accessibility
 * tree (CDP), which reads an `aria-expanded` attribute or, for a popover's button
 * (`popovertarget`, which the HTML standard forbids to carry aria-expanded), whether the popover
 * is open. undefined: the control says nothing of it.
 */
export async function expandedState(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: await backendNodeId(control, cdp) });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: object.objectId!, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}

/** The control's node, found by CDP through a mark set for the moment. */
async function backendNodeId(control: Locator, cdp: CDPSession) {
  await control.evaluate((element) => element.setAttribute('data-expanded-probe', ''));
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-expanded-probe]' });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    return node.backendNodeId;
  } finally {
    await control.evaluate((element) => element.removeAttribute('data-expanded-probe'));
  }
}
