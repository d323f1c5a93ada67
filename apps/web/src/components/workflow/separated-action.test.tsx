import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imprActionResource, workflowActions, type TResourceRow, type TWorkflowActor, type TWorkflowTaken } from '@jikim/shared';
import { http } from '@/lib/http';
import { setLanguage } from '@/lib/i18n';
import { WorkflowActions } from './workflow-panel';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);

function renderIn(node: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={qc}><App>{node}</App></QueryClientProvider>);
}
const described = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent;

/**
 * An improvement action waiting for its confirmation, answered the way the server answers GET one: through the shared
 * `workflowActions` over the real definition — so a change of the rule (imprActionWorkflow.separation) or of the engine
 * shows here, in the buttons a person is offered.
 */
function answered(actor: Partial<TWorkflowActor> & { userId: string }, history: TWorkflowTaken[], over: Record<string, unknown> = {}): TResourceRow {
  const rec = { actionNo: 41, statusCd: 'CONFIRM_REQUESTED', version: 4, plantCd: '1000', assigneeUserId: 'worker01', createUserId: 'safety01', ...over };
  return { ...rec, ...workflowActions(imprActionResource.workflow, rec, { canWrite: true, dutyCd: null, ...actor }, history) };
}

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

describe('segregation of duties in the generic workflow buttons (issue 25 item 8)', () => {
  it('the assignee who holds write on the menu sees 확인(완료) disabled, saying why; 재조치 요청 stays', async () => {
    renderIn(<WorkflowActions def={imprActionResource} record={answered({ userId: 'worker01' }, [{ action: 'ACCEPT', userId: 'worker01' }])} onDone={() => undefined} />);
    const confirm = screen.getByRole('button', { name: '확인(완료)' });
    expect(confirm).toHaveProperty('disabled', true);
    const why = '이 문서의 [담당자](으)로 지정되어 있으므로 [확인(완료)]은(는) 다른 사람이 처리해야 합니다 (직무 분리).';
    expect(described(confirm)).toBe(why);
    expect(screen.getByRole('button', { name: '재조치 요청' })).toHaveProperty('disabled', false);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-action'))).toEqual(['CONFIRM', 'RETURN']);
    // the tooltip on its wrapper (a disabled button gets no pointer events) says the same
    await userEvent.hover(screen.getByTestId('wf-separated').firstElementChild!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(why);
    // clicking it sends nothing
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    expect(api.post).not.toHaveBeenCalled();
  });

  it('whoever asked for the confirmation is told the step they took; someone else is offered 확인 and takes it', async () => {
    const asker = answered({ userId: 'safety01' }, [{ action: 'REQUEST_CONFIRM', userId: 'safety01' }], { assigneeUserId: 'e0033' });
    renderIn(<WorkflowActions def={imprActionResource} record={asker} onDone={() => undefined} />);
    expect(described(screen.getByRole('button', { name: '확인(완료)' }))).toBe('이 문서의 [확인요청]을(를) 처리했으므로 [확인(완료)]은(는) 다른 사람이 처리해야 합니다 (직무 분리).');
    cleanup();
    api.post.mockResolvedValue({ actionNo: 41, statusCd: 'DONE', version: 5, allowedActions: [] });
    renderIn(<WorkflowActions def={imprActionResource} record={answered({ userId: 'safety02' }, [{ action: 'REQUEST_CONFIRM', userId: 'worker01' }])} onDone={() => undefined} />);
    expect(screen.queryByTestId('wf-separated')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '확인(완료)' }));
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/impr/actions/41/transition', { action: 'CONFIRM', comment: null, version: 4 }));
  });

  it('a plant that relaxes the rule: the server lists nothing as separated and the button is an ordinary one', () => {
    const rec = { actionNo: 41, statusCd: 'CONFIRM_REQUESTED', version: 4, assigneeUserId: 'worker01', createUserId: 'safety01' };
    const relaxed = workflowActions(imprActionResource.workflow, rec, { userId: 'worker01', canWrite: true, dutyCd: null }, [], ['IMPR_SELF_CONFIRM']);
    renderIn(<WorkflowActions def={imprActionResource} record={{ ...rec, ...relaxed }} onDone={() => undefined} />);
    expect(screen.getByRole('button', { name: '확인(완료)' })).toHaveProperty('disabled', false);
  });

  it('the reason follows the user\'s language', async () => {
    await setLanguage('us');
    try {
      renderIn(<WorkflowActions def={imprActionResource} record={answered({ userId: 'worker01' }, [])} onDone={() => undefined} />);
      expect(described(screen.getByRole('button', { name: 'Confirm' }))).toMatch(/^You are this record's .+, so "Confirm" must be done by someone else \(segregation of duties\)\.$/);
    } finally {
      await setLanguage('kr');
    }
  });
});
