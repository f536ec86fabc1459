export { CoiDecisionModal, CoiDeclareModal } from './coi-action-modals';
export { CoiDrawer } from './coi-drawer';
