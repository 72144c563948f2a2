export { type ListedPath, type PathStepperView, replayTo, usePathStepper } from './pathStepper.connect';
export { pathStepperMachine } from './pathStepper.machine';
export type { PathStepperContext, PathStepperEvent, SandboxStep } from './pathStepper.types';
