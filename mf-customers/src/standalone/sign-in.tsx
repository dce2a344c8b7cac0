import { useState, type FormEvent } from 'react';
import type { PlatformContext } from '@haulage/shared/platform';
import type { SessionStore } from '@haulage/shared/session';
import { Button, Center, Field, Heading, Input, Stack, Text } from '@haulage/shared/ui';

/** A bare sign-in for running the area alone; the product signs in through the shell. */
export const SignIn = ({ http, session }: { http: PlatformContext['http']; session: SessionStore }) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const response = await http.post<{ data: { token: string } }>('/admin/login', { email, password });
      session.setToken(response.data.data.token);
    } catch {
      setProblem('Username or password incorrect');
    }
  };
  return (
    <Center minH="100vh">
      <form onSubmit={submit}>
        <Stack gap="4" w="sm">
          <Heading size="lg">Customers (standalone)</Heading>
          <Field.Root><Field.Label>E-mail</Field.Label><Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></Field.Root>
          <Field.Root><Field.Label>Password</Field.Label><Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} /></Field.Root>
          {problem ? <Text role="alert" color="fg.error">{problem}</Text> : null}
          <Button type="submit" colorPalette="brand">Sign in</Button>
        </Stack>
      </form>
    </Center>
  );
};
