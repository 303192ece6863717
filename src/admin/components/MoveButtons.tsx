/**
 * Up and Down for one row of a list staff put in order (the categories, a product's pictures): the first row
 * cannot go up nor the last down, and a screen reader hears which row each button moves.
 */
import { Button } from './Button.tsx';

interface MoveButtonsProps {
  index: number;
  count: number;
  move: (index: number, by: -1 | 1) => void;
  up: string;
  down: string;
  /** The row's name, read after the button's words. */
  row: string;
}

export function MoveButtons({ index, count, move, up, down, row }: MoveButtonsProps) {
  return (
    <>
      {([-1, 1] as const).map((by) => (
        <Button key={by} look="secondary" disabled={by < 0 ? index === 0 : index === count - 1} onClick={() => move(index, by)}>
          {by < 0 ? up : down}
          <span className="visually-hidden"> {row}</span>
        </Button>
      ))}
    </>
  );
}
