// The guest-messages feature's public entry: other features import from here only.
export { MessageGuestsDialog } from './components/message-guests-dialog.tsx';
