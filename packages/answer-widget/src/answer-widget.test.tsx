import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerWidget } from './answer-widget.tsx';
import { advance, captureSignals, fakeApi, PROPS } from './testing/widget-harness.ts';
import { setViewportWidth } from './views/testing/fixtures.ts';
import { VIEW_TEXT } from './views/view-text.ts';

// The logic is tested in use-answer-widget*.test.ts and the views in views/; this proves the wiring.
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  history.replaceState(null, '', '/search');
  setViewportWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('AnswerWidget', () => {
  it('shows the spinner, then the widget with the service heading and the popular questions', async () => {
    const api = fakeApi();
    captureSignals(api);
    render(<AnswerWidget {...PROPS} />);
    expect(screen.getByRole('status', { name: VIEW_TEXT.LOADING_WIDGET })).toBeInTheDocument();
    await advance();
    expect(screen.queryByRole('status', { name: VIEW_TEXT.LOADING_WIDGET })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    const popular = screen.getByRole('list', { name: VIEW_TEXT.POPULAR_QUESTIONS });
    expect(popular.querySelectorAll('button')).toHaveLength(3);
  });

  it('renders nothing when the widget flag is off', async () => {
    const api = fakeApi({}, { 'svc-search-ixp-smart-answer': false });
    captureSignals(api);
    const { container } = render(<AnswerWidget {...PROPS} />);
    await advance();
    expect(container).toBeEmptyDOMElement();
  });
});
