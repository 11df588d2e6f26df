import { describe, expect, it } from 'vitest';
import {
  axisText,
  clampTo,
  drivenJoints,
  type JointFacts,
  jointValueText,
  limitsText,
  meshFilenames,
  type ReferencedFile,
  sliderRange,
  sliderStep,
  urdfFiles,
} from '../../../console/src/logic/urdf.ts';

const file = (referenceId: number, filename: string, oid = filename, containerId = 5): ReferencedFile => ({
  referenceId,
  referenceName: `ref ${referenceId}`,
  containerId,
  oid,
  filename,
  appId: `app-${oid}`,
});

const joint = (over: Partial<JointFacts>): JointFacts => ({
  name: 'j',
  type: 'revolute',
  parent: 'a',
  child: 'b',
  axis: [0, 0, 1],
  lower: -1,
  upper: 2,
  limited: true,
  ...over,
});

describe('the URDF file of a DataObject', () => {
  it('picks the .urdf files (any case) among the references, by reference then name, each once', () => {
    const picked = urdfFiles([
      file(2, 'b.URDF'),
      file(1, 'mesh.stl'),
      file(1, 'z.urdf'),
      file(1, 'a.urdf'),
      file(3, 'z.urdf'), // the same file (container, oid) listed by a second reference
      file(2, 'notes.urdf.txt'),
    ]);
    expect(picked.map((f) => `${f.referenceId}:${f.filename}`)).toEqual(['1:a.urdf', '1:z.urdf', '2:b.URDF']);
  });
  it('answers none when no file is a URDF', () => {
    expect(urdfFiles([file(1, 'robot.xml'), file(1, 'arm.stl')])).toEqual([]);
  });
});

describe('joints in words and sliders', () => {
  it('gives revolute and prismatic joints a slider over their limits, continuous ones one turn', () => {
    expect(sliderRange(joint({}))).toEqual({ min: -1, max: 2, step: 0.01, lower: -1, upper: 2, unit: 'rad' });
    expect(sliderRange(joint({ lower: -1.5707963, upper: 1.5707963 }))).toEqual({
      min: -1.58,
      max: 1.58,
      step: 0.01,
      lower: -1.5707963,
      upper: 1.5707963,
      unit: 'rad',
    });
    expect(sliderRange(joint({ type: 'prismatic', lower: 0, upper: 0.5 }))).toEqual({
      min: 0,
      max: 0.5,
      step: 0.001,
      lower: 0,
      upper: 0.5,
      unit: 'm',
    });
    expect(sliderRange(joint({ type: 'continuous', limited: false }))).toEqual({
      min: -3.15,
      max: 3.15,
      step: 0.01,
      lower: -Math.PI,
      upper: Math.PI,
      unit: 'rad',
    });
    expect(sliderStep(2000)).toBe(10);
    expect(sliderStep(0.002)).toBe(0.00001);
  });
  it('clamps a slider value to the joint limits', () => {
    const r = sliderRange(joint({ lower: -1.5707963, upper: 1.5707963 }));
    expect(r && clampTo(r, 1.58)).toBe(1.5707963);
    expect(r && clampTo(r, -2)).toBe(-1.5707963);
    expect(r && clampTo(r, 0.25)).toBe(0.25);
  });
  it('gives no slider to fixed, planar and floating joints, nor to an empty or absent range', () => {
    for (const type of ['fixed', 'planar', 'floating'] as const) expect(sliderRange(joint({ type }))).toBeNull();
    expect(sliderRange(joint({ lower: 0, upper: 0 }))).toBeNull();
    expect(sliderRange(joint({ limited: false }))).toBeNull();
  });
  it('states limits in radians with degrees, metres for prismatic joints, none for the rest', () => {
    expect(limitsText(joint({ lower: -Math.PI / 2, upper: Math.PI / 4 }))).toBe('-1.571 rad (-90°) … 0.785 rad (45°)');
    expect(limitsText(joint({ type: 'prismatic', lower: 0, upper: 0.25 }))).toBe('0 m … 0.25 m');
    expect(limitsText(joint({ type: 'fixed' }))).toBeNull();
    expect(limitsText(joint({ type: 'continuous' }))).toBeNull();
    expect(limitsText(joint({ limited: false }))).toBeNull();
    expect(jointValueText(-0.00001, 'rad')).toBe('0 rad (0°)');
    expect(axisText([0, -1, 0.5])).toBe('0 -1 0.5');
  });
});

describe('meshes a URDF names', () => {
  it('lists each mesh file name once, in document order, either quote', () => {
    const urdf = `<robot name="r">
      <link name="a"><visual><geometry><mesh filename="package://arm/base.stl" scale="1 1 1"/></geometry></visual>
        <collision><geometry><mesh filename="package://arm/base.stl"/></geometry></collision></link>
      <link name="b"><visual><geometry><mesh scale="1 1 1" filename='meshes/hand.dae'/></geometry></visual></link>
      <link name="c"><visual><geometry><box size="1 1 1"/></geometry></visual></link>
    </robot>`;
    expect(meshFilenames(urdf)).toEqual(['package://arm/base.stl', 'meshes/hand.dae']);
    expect(meshFilenames('<robot name="r"><link name="a"/></robot>')).toEqual([]);
  });
});

describe('joints driven by channel bindings', () => {
  it('drives a joint by the bound channel whose role is its name, the first such binding only', () => {
    const driven = drivenJoints(['force', 'shoulder', 'wrist', 'shoulder'], ['shoulder', 'wrist', 'elbow']);
    expect([...driven]).toEqual([
      ['shoulder', 1],
      ['wrist', 2],
    ]);
    expect(drivenJoints(['Shoulder'], ['shoulder']).size).toBe(0);
  });
});
