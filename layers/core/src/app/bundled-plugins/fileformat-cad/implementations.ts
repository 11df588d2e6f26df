import { useCadImplementations } from './index.ts';
import { parseJt } from './jt.ts';
import { parseObj } from './obj.ts';
import { parseStep } from './step.ts';
import { parse3dxml } from './threedxml.ts';

/** Imported for its effect by the file-metadata worker (and tests): the CAD format readers. */
useCadImplementations({ 'cad-step': parseStep, 'cad-obj': parseObj, 'cad-3dxml': parse3dxml, 'cad-jt': parseJt });
