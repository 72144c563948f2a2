import { describe, expect, it } from 'vitest';
import { readMachine } from '../../src/machines/models/definition';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { ModelsPage } from './pages/ModelsPage';
import { SCREENSHOTS, startPortal } from './support/portal';

const portal = startPortal();

describe('the model viewer', () => {
  it('shows the session on its machine and follows a generated path of the login form step by step', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The strict CSP (no inline script, no eval) refuses anything the layout library would need beyond that.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    const models = new ModelsPage(page, portal.server.url);
    await portal.signIn(page, 'superadmin@demo.example');

    await models.clickMenuEntry();
    await models.clickMachine('session');
    await models.seeLiveStates(['session.authorized', 'session.authorized.relationsLoaded']);
    await models.photograph(`${SCREENSHOTS}/models-session-1280.png`);
    const exported = await models.clickExport();
    expect(exported.fileName).toBe('session.json');
    expect(exported.definition.id).toBe('session');
    expect(exported.definition.states).toHaveLength(readMachine(sessionMachine).states.length);

    await models.clickMachine('loginForm');
    await models.clickReplay(
      /^Afspelen: reaches editing\.success via user\.submit → checkFields done → login done \(null\)$/,
    );
    await models.seeStepHeading(0, 3);
    await models.seeSteppedStates(['loginForm.editing', 'loginForm.editing.idle']);
    await models.clickNextStep();
    await models.seeStepHeading(1, 3);
    await models.seeSteppedStates(['loginForm.checking']);
    await models.clickNextStep();
    await models.seeSteppedStates(['loginForm.submitting']);
    await models.clickNextStep();
    await models.seeSteppedStates(['loginForm.editing', 'loginForm.editing.success']);
    await models.clickPreviousStep();
    await models.seeStepHeading(2, 3);
    await models.seeSteppedStates(['loginForm.submitting']);
    await models.photograph(`${SCREENSHOTS}/models-loginForm-step-1280.png`);

    for (const id of ['invitation', 'maintenance']) {
      await models.clickMachine(id);
      await models.photograph(`${SCREENSHOTS}/models-${id}-1280.png`);
    }
    await page.setViewportSize({ width: 800, height: 900 });
    for (const id of ['session', 'invitation', 'maintenance']) {
      await models.open(`/models/${id}`);
      await models.seeMachine(id);
      await models.photograph(`${SCREENSHOTS}/models-${id}-800.png`);
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  it('tells a customer user they are not authorized', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const models = new ModelsPage(page, portal.server.url);
    await portal.signIn(page, 'customer.user@demo.example');
    await models.dontSeeMenuEntry();
    await models.open('/models/session');
    await models.seeNotAuthorized();
    await context.close();
  });
});
