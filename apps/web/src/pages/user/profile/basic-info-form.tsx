import { profileBody } from '@cbo/contracts';
import { App, Button, Form, Input, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { checkForm, schemaRules } from '../../../components/crud';
import { useAuthStore } from '../../../core/auth/auth-store';
import { useDict } from '../../../core/dict/use-dict';
import { isRequestError } from '../../../core/http/request-error';
import { type TranslationKey, useT } from '../../../core/i18n';
import { type ProfileBody, saveProfile } from './profile-api';

const FIELDS: { name: keyof ProfileBody; label: TranslationKey }[] = [
  { name: 'nickName', label: 'profile.nickName' },
  { name: 'phonenumber', label: 'profile.phonenumber' },
  { name: 'email', label: 'profile.email' },
  { name: 'sex', label: 'profile.sex' },
];

/** The field a refusal names: the server says which of mobile or email is taken. */
export function clashedField(text: string): 'phonenumber' | 'email' | undefined {
  const lower = text.toLowerCase();
  if (lower.includes('手机') || lower.includes('mobile')) return 'phonenumber';
  if (lower.includes('邮箱') || lower.includes('email')) return 'email';
  return undefined;
}

/** Nickname, mobile, email and sex; mobile and email unique (the server's refusal shows on the field). */
export function BasicInfoForm({ initial }: { initial: ProfileBody }) {
  const t = useT();
  const { message } = App.useApp();
  const sexes = useDict('sys_user_sex');
  const [form] = Form.useForm<ProfileBody>();
  const [saving, setSaving] = useState(false);
  const labelOf = (name: string) => t(FIELDS.find((field) => field.name === name)?.label ?? 'profile.nickName');

  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const submit = async () => {
    const checked = checkForm(profileBody, form.getFieldsValue(true), labelOf, t);
    if (!checked.ok) {
      form.setFields(
        Object.entries(checked.fieldErrors).map(([name, errors]) => ({ name: name as keyof ProfileBody, errors })),
      );
      return;
    }
    setSaving(true);
    try {
      await saveProfile(checked.data);
      message.success(t('profile.saved'));
      useAuthStore.setState({ nickName: checked.data.nickName });
    } catch (error) {
      if (isRequestError(error) && typeof error.code === 'number') {
        const name = clashedField(error.message);
        if (name) form.setFields([{ name, errors: [error.message] }]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileBody>
      form={form}
      name="profile_basic"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      labelWrap
      className="cbo-profile__form"
      onFinish={submit}
    >
      {FIELDS.map(({ name, label }) => (
        <Form.Item key={name} name={name} label={t(label)} rules={schemaRules(profileBody, name, t(label), t)}>
          {name === 'sex' ? (
            <Radio.Group options={sexes.options.map((option) => ({ label: option.label, value: option.value }))} />
          ) : (
            <Input placeholder={t('crud.placeholder.input', { label: t(label) })} />
          )}
        </Form.Item>
      ))}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('profile.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
