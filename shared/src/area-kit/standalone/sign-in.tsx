import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@haulage/shared/ui';
import type { StandalonePlatform } from './create-standalone-platform';

/** A minimal sign-in for running an area alone; the product signs in through the shell. */
export const SignIn = ({ title, standalone }: { title: string; standalone: StandalonePlatform }) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      const response = await standalone.platform.http.post<{ data: { token: string } }>('/admin/login', { email, password });
      standalone.sessionStore.setToken(response.data.data.token);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Box maxW="sm" mx="auto" mt="20">
      <form onSubmit={submit}>
        <Stack gap="4">
          <Heading size="md">{title} (standalone) sign in</Heading>
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          {failed ? (
            <Text color="fg.error" role="alert">
              Username or password incorrect
            </Text>
          ) : null}
          <Button type="submit" colorPalette="brand">
            Sign in
          </Button>
        </Stack>
      </form>
    </Box>
  );
};
