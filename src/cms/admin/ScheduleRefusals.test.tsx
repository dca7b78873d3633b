import { render, waitFor } from '@testing-library/react';
import { ServerFunctionsContext, useServerFunctions, type ServerFunctionsContextType } from '@payloadcms/ui';
import { useEffect } from 'react';
import { SCHEDULE_REFUSED } from '../schedule';
import { ScheduleRefusals, scheduleRefusal } from './ScheduleRefusals';

// Payload's admin package does not load outside its bundler (it imports stylesheets): its server
// functions context, as it is (a React context read with `use`), stands in for it.
vi.mock('@payloadcms/ui', async () => {
  const { createContext, use } = await import('react');
  const ServerFunctionsContext = createContext({});
  return { ServerFunctionsContext, useServerFunctions: () => use(ServerFunctionsContext), PublishButton: () => null };
});

describe('scheduleRefusal', () => {
  it("reads the error of a schedule-publish answer, Payload's shape and ours", () => {
    expect(scheduleRefusal(SCHEDULE_REFUSED)).toBe('Only editors and admins schedule stories.');
    expect(scheduleRefusal({ error: 'Error scheduling publish for document with ID 4 in collection stories' })).toMatch(/^Error scheduling/);
    expect(scheduleRefusal({ message: 'Success' })).toBeNull();
    expect(scheduleRefusal({ error: '  ' })).toBeNull();
    expect(scheduleRefusal(undefined)).toBeNull();
  });
});

describe('ScheduleRefusals', () => {
  function Probe({ done }: { done: (outcome: string) => void }) {
    const { schedulePublish } = useServerFunctions();
    useEffect(() => {
      (schedulePublish({ type: 'publish', date: new Date(), doc: { relationTo: 'stories', value: '4' } }) as Promise<unknown>).then(
        (answer: unknown) => done(`answered ${JSON.stringify(answer)}`),
        (error: Error) => done(`threw ${error.message}`),
      );
    }, [schedulePublish, done]);
    return null;
  }

  async function outcome(answer: unknown): Promise<string> {
    const functions = { schedulePublish: async () => answer } as unknown as ServerFunctionsContextType;
    let result = '';
    render(
      <ServerFunctionsContext value={functions}>
        <ScheduleRefusals>
          <Probe done={(o) => (result = o)} />
        </ScheduleRefusals>
      </ServerFunctionsContext>,
    );
    await waitFor(() => expect(result).not.toBe(''));
    return result;
  }

  it("throws a refusal, so that the Schedule drawer shows it instead of 'Scheduled successfully'", async () => {
    expect(await outcome(SCHEDULE_REFUSED)).toBe('threw Only editors and admins schedule stories.');
  });

  it('passes a success on as it is', async () => {
    expect(await outcome({ message: 'Success' })).toBe('answered {"message":"Success"}');
  });
});
