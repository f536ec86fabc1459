// antd's `Input` attaches TextArea, OTP and Search to itself, so importing it pulls all of them
// (about 6 KB brotli) into the login page; its files are imported one by one instead.
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
