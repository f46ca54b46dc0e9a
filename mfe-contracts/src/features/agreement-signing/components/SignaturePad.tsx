import { useRef, type PointerEvent } from 'react';
import { Button, HStack, Stack, Text } from 'shared-ui';

const WIDTH = 320;
const HEIGHT = 110;

/**
 * A drawn signature: a canvas the finger, pen or mouse draws on; `onChange` gets the PNG (a data URL), or null once
 * cleared. Fixed at 320 x 110 so it fits a 390 px phone beside the page's padding.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * WIDTH) / box.width,
      ((event.clientY - box.top) * HEIGHT) / box.height,
    ] as const;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#111827';
    context.beginPath();
    context.moveTo(...point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    context.lineTo(...point(event));
    context.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const context = canvas.current?.getContext('2d');
    context?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };
  return (
    <Stack gap="1">
      <Text textStyle="sm" color="fg.muted">
        Draw your signature in the box
      </Text>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label="Signature pad"
        role="img"
        style={{ width: '100%', maxWidth: WIDTH, height: HEIGHT, border: '1px solid #a1a1aa', touchAction: 'none' }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <HStack>
        <Button size="xs" variant="outline" onClick={clear}>
          Clear
        </Button>
      </HStack>
    </Stack>
  );
}
