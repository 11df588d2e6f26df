import { describe, expect, it } from 'vitest';
import {
  GL_DISTANCE,
  GL_START,
  glTurned,
  glView,
  glZoomed,
  PAN_STEP,
  PLOTLY_CAMERA,
  pannedRange,
  plotlyEye,
  plotlyXRange,
  scaled,
  TURN_STEP,
  turnAboutZ,
  ZOOM_RANGE,
  zoomedRange,
} from '../../../console/src/logic/view-camera.ts';

const close = (a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }) => {
  expect(a.x).toBeCloseTo(b.x, 12);
  expect(a.y).toBeCloseTo(b.y, 12);
  expect(a.z).toBeCloseTo(b.z, 12);
};

describe('turning a camera about the vertical axis', () => {
  it('turns counter-clockwise seen from above, keeps z and the distance', () => {
    close(turnAboutZ({ x: 1, y: 0, z: 5 }, 90), { x: 0, y: 1, z: 5 });
    close(turnAboutZ({ x: 0, y: 1, z: -2 }, 90), { x: -1, y: 0, z: -2 });
    const eye = { x: 1.25, y: 1.25, z: 1.25 };
    const t = turnAboutZ(eye, TURN_STEP);
    expect(Math.hypot(t.x, t.y)).toBeCloseTo(Math.hypot(eye.x, eye.y), 12);
    expect(t).not.toEqual(eye);
  });

  it('comes back after a turn right and a turn left, and after twelve steps of 30°', () => {
    const eye = { x: 1.25, y: -0.5, z: 0.75 };
    close(turnAboutZ(turnAboutZ(eye, TURN_STEP), -TURN_STEP), eye);
    let v = eye;
    for (let i = 0; i < 360 / TURN_STEP; i++) v = turnAboutZ(v, TURN_STEP);
    close(v, eye);
  });

  it('zooms by scaling the offset from the target', () => {
    expect(scaled({ x: 1, y: -2, z: 4 }, 0.5)).toEqual({ x: 0.5, y: -1, z: 2 });
  });
});

describe("plotly's camera eye", () => {
  it('is read from layout.scene.camera.eye, else the starting camera', () => {
    expect(plotlyEye({ scene: { camera: { eye: { x: 2, y: 0.5, z: -1 } } } })).toEqual({ x: 2, y: 0.5, z: -1 });
    expect(plotlyEye(undefined)).toEqual(PLOTLY_CAMERA.eye);
    expect(plotlyEye({ scene: {} })).toEqual(PLOTLY_CAMERA.eye);
    expect(plotlyEye({ scene: { camera: { eye: { x: 1, y: 'a', z: 1 } } } })).toEqual(PLOTLY_CAMERA.eye);
  });
});

describe("echarts-gl's viewControl", () => {
  it('is read from getOption().grid3D[0].viewControl, missing parts from the start', () => {
    expect(glView({ grid3D: [{ viewControl: { alpha: 10, beta: -40, distance: 150 } }] })).toEqual({
      alpha: 10,
      beta: -40,
      distance: 150,
    });
    expect(glView({ grid3D: [{ viewControl: { beta: 5 } }] })).toEqual({ ...GL_START, beta: 5 });
    expect(glView({})).toEqual(GL_START);
    expect(glView(null)).toEqual(GL_START);
  });

  it('turns by beta (positive is right), keeping alpha and distance', () => {
    expect(glTurned(GL_START, TURN_STEP)).toEqual({ ...GL_START, beta: GL_START.beta + 30 });
    expect(glTurned(glTurned(GL_START, 30), -30)).toEqual(GL_START);
  });

  it("zooms by the distance, within echarts-gl's limits", () => {
    expect(glZoomed(GL_START, 0.5).distance).toBe(110);
    expect(glZoomed({ ...GL_START, distance: 45 }, 0.5).distance).toBe(GL_DISTANCE.min);
    expect(glZoomed({ ...GL_START, distance: 390 }, 2).distance).toBe(GL_DISTANCE.max);
  });
});

describe("a time plot's x range", () => {
  it('is read from layout.xaxis.range when both ends are numbers and differ', () => {
    expect(plotlyXRange({ xaxis: { range: [0, 0.3] } })).toEqual([0, 0.3]);
    expect(plotlyXRange({ xaxis: { range: [1, 1] } })).toBeNull();
    expect(plotlyXRange({ xaxis: { range: ['2026-01-01', '2026-01-02'] } })).toBeNull();
    expect(plotlyXRange({ xaxis: {} })).toBeNull();
    expect(plotlyXRange(undefined)).toBeNull();
  });

  it('zooms about its middle: in halves the width, out doubles it', () => {
    expect(zoomedRange([0, 8], ZOOM_RANGE)).toEqual([2, 6]);
    expect(zoomedRange([2, 6], 1 / ZOOM_RANGE)).toEqual([0, 8]);
  });

  it('pans by a quarter of its width, keeping the width', () => {
    expect(pannedRange([0, 8], PAN_STEP)).toEqual([2, 10]);
    expect(pannedRange([0, 8], -PAN_STEP)).toEqual([-2, 6]);
  });
});
