import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

const staticDir =
  process.env.STORYBOOK_STATIC ?? path.resolve(import.meta.dirname, '../../../storybook-static');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// Every brand under brands/, in the language its baselines were made in: English for a brand with
// `<key>-en-*` shots (the first brand), Arabic right to left for every other. Each story is rendered,
// played and checked by axe (the a11y addon's own check, with the story's a11y parameters) once per
// mode, then shot: `pnpm test` runs the stories here, not a second time in `vitest --project
// storybook` (which stays for the Storybook UI's test widget).
const brandsDir = path.resolve(import.meta.dirname, '../../../brands');
const baselines = readdirSync(path.join(import.meta.dirname, '__screenshots__'));
const modes = readdirSync(brandsDir)
  .filter((name) => existsSync(path.join(brandsDir, name, 'src', 'brand.ts')))
  .sort()
  .map((brand) => {
    const locale = baselines.some((file) => file.startsWith(`${brand}-en-`)) ? 'en' : 'ar';
    return { name: `${brand}-${locale}`, globals: `brand:${brand};locale:${locale}` };
  });
type Mode = (typeof modes)[number];
/** A brand's team makes its first baselines with --update-snapshots (README, brand teams). */
const hasBaselines = (mode: Mode) => baselines.some((file) => file.startsWith(`${mode.name}-`));

// Render phases after which the story, its play function and its axe check are done.
const settled = ['finished', 'errored', 'aborted'];

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    channel: {
      emit(event: string, payload: unknown): void;
      on(event: string, listener: (payload: unknown) => void): void;
    };
  };
  /** What went wrong in each story, by story id, as the preview's channel reported it. */
  __visualFailures__?: Record<string, string[]>;
}

// The render phase of a story whose play function threw can still end 'finished', so the preview's
// own error events are what tell a broken-off story from a good one.
const failureEvents = [
  'playFunctionThrewException',
  'storyThrewException',
  'storyErrored',
  'unhandledErrorsWhilePlaying',
];

/** What the preview's storyFinished event says: a report per check run after the play function. */
interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: {
    type: string;
    status: string;
    result?: {
      error?: unknown;
      violations?: { id: string; nodes: { target: unknown[] }[] }[];
    };
  }[];
}

async function listenForFailures(page: Page) {
  await page.evaluate((events) => {
    const preview = window as PreviewWindow;
    preview.__visualFailures__ = {};
    const fail = (id: string, failure: string) => {
      const failures = preview.__visualFailures__ ?? {};
      failures[id] = [...(failures[id] ?? []), failure];
      preview.__visualFailures__ = failures;
    };
    // The a11y addon's check runs after the play function and reports here: each violation of a
    // failed report, with the elements it found, as `vitest --project storybook` would print it.
    preview.__STORYBOOK_PREVIEW__?.channel.on('storyFinished', (payload) => {
      const { storyId, reporters } = payload as StoryFinished;
      for (const report of reporters) {
        if (report.status !== 'failed') continue;
        const violations = report.result?.violations ?? [];
        if (!violations.length) fail(storyId, `${report.type}: ${String(report.result?.error ?? 'failed')}`);
        for (const violation of violations)
          fail(
            storyId,
            `${report.type} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
      }
    });
    for (const event of events) {
      preview.__STORYBOOK_PREVIEW__?.channel.on(event, (payload) => {
        const id = preview.__STORYBOOK_PREVIEW__?.currentRender?.id ?? '(no story)';
        const detail =
          payload && typeof payload === 'object' && 'message' in payload
            ? String((payload as { message: unknown }).message)
            : JSON.stringify(payload);
        fail(id, `${event}: ${detail}`);
      });
    }
  }, failureEvents);
}

async function waitForStory(page: Page, id: string): Promise<string | undefined> {
  await page.waitForFunction(
    ([storyId, phases]) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && phases.includes(render.phase ?? '');
    },
    [id, settled] as const,
    { timeout: 20_000 },
  );
  return page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
}

// One Storybook page per worker and mode: switching stories over the preview's channel skips
// reloading the bundle for each of the ~400 screenshots. Storybook unmounts the previous story.
const test = base.extend<object, { storybookPage: (mode: Mode, storyId: string) => Promise<Page> }>({
  storybookPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-GB',
        timezoneId: 'Asia/Dubai',
      });
      const pages = new Map<string, Page>();
      await use(async (mode, storyId) => {
        let page = pages.get(mode.name);
        if (!page) {
          page = await context.newPage();
          pages.set(mode.name, page);
          // Load the bundle with another story than the one to shoot, so that one is rendered
          // (and played) by the switch like every other, with the failure listener attached.
          const first = stories.find((entry) => entry.id !== storyId)!.id;
          await page.goto(`/iframe.html?id=${first}&globals=${mode.globals}&viewMode=story`);
          await waitForStory(page, first);
          // Every bundled face (Latin and Arabic, each weight) loaded up front: otherwise a face
          // loads when a story first needs it, and a story shot before and after another story
          // loaded it would be laid out with different fonts.
          await page.evaluate(async () => {
            await Promise.all([...document.fonts].map((face) => face.load()));
          });
          await listenForFailures(page);
        }
        // The worker's other page (the other mode) would be in front otherwise: a background page
        // gets no animation frames, so overlays opened by a play function (a calendar, a listbox)
        // never finish entering or leaving, and the play function fails or is shot half done.
        await page.bringToFront();
        return page;
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const mode of modes) {
  test.describe(mode.name, () => {
    for (const story of stories) {
      test(story.id, async ({ storybookPage }, testInfo) => {
        // A brand without a single baseline is new: its shots are written with --update-snapshots
        // (`-g <key>-ar`), looked at and committed by its team; until then there is nothing to compare.
        test.skip(
          !hasBaselines(mode) && testInfo.config.updateSnapshots !== 'all',
          `${mode.name}: no baselines yet (README, "For brand teams")`,
        );
        const page = await storybookPage(mode, story.id);
        // Each story starts from one known state whichever story this worker shot before: a click
        // on the page's corner (the body's padding) leaves focus on the document and makes the
        // pointer React Aria's last input, so focus rings and hover looks do not depend on the
        // order the workers happened to take the stories in.
        await page.mouse.click(1, 1);
        // Then the real pointer leaves the page. Left at the corner, it stood over whatever the next
        // story's layout put there, and Chromium's pointer events for that change (sent a moment
        // later, on a timer of its own) ended the hover look a play function's click had left on a
        // button in some runs and not in others (a date picker's calendar button, seen in a run).
        await page.mouse.move(-1, -1);
        await page.evaluate((storyId) => {
          const preview = window as PreviewWindow;
          if (preview.__visualFailures__) delete preview.__visualFailures__[storyId];
          preview.__STORYBOOK_PREVIEW__?.channel.emit('setCurrentStory', {
            storyId,
            viewMode: 'story',
          });
        }, story.id);
        const phase = await waitForStory(page, story.id);
        // A screenshot of a story whose play function broke off shows the wrong state.
        const failures = await page.evaluate(
          (storyId) => (window as PreviewWindow).__visualFailures__?.[storyId] ?? [],
          story.id,
        );
        expect(failures, `the play function or the axe check of ${story.id} failed`).toEqual([]);
        expect(phase, `the play function of ${story.id} failed`).not.toBe('errored');
        await page.evaluate(() => document.fonts.ready);
        // An overlay opened by the story (a Select's list, a date picker's calendar) is placed once,
        // against the layout of that moment. The story's layout class (padded or fullscreen) can
        // land on <body> a frame later on a busy machine, and the list stayed 8 px off (seen in a
        // run). A resize event makes React Aria place every open overlay against the final layout.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              window.dispatchEvent(new Event('resize'));
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            }),
        );
        await expect(page).toHaveScreenshot(`${mode.name}/${story.id}.png`, { fullPage: true });
      });
    }
  });
}
