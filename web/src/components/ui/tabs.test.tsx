import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function Example({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('one');
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    >
      <TabsList aria-label="Numbers">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three" forceMount hidden={value !== 'three'}>
        Third panel
      </TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names each panel by its tab and renders only the selected one (unless forced)', () => {
    render(<Example />);
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('First panel');
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Second panel')).not.toBeInTheDocument();
    expect(screen.getByText('Third panel')).not.toBeVisible();
  });

  it('moves and selects with arrow keys, Home and End, keeping one tab in the Tab order', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Example onChange={(value) => changes.push(value)} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Third panel')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(changes).toEqual(['two', 'three', 'one', 'three', 'one']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveFocus();
  });

  it('selects on click and keeps its own value when not controlled', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Letters">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tabpanel', { name: 'B' })).toHaveTextContent('Panel B');
    expect(screen.queryByText('Panel A')).not.toBeInTheDocument();
  });
});
