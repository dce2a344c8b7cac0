import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Card, Center, Heading, Link, Stack, Text, TextField } from '@haulage/shared/ui';
import { navigate } from '../../../chrome/router/history';
import { RouterLink } from '../../../chrome/router/link';
import { useShell } from '../../../chrome/shell-context';
import { usePageMounted } from '../../../chrome/use-page-mounted';
import { login } from '../api/login';
import { LOGIN_FAILED_MESSAGE, loginResolver, type LoginInput } from '../model/login-schema';

export const LoginPage = () => {
  usePageMounted();
  const { services } = useShell();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { token, user } = await login(services.http, credentials);
      // Storing the token decodes it into the session's user: the user is now authenticated.
      services.session.setToken(token);
      if (user) services.session.setUserData(user);
      navigate('/dashboard', { replace: true });
    } catch {
      setFailure(LOGIN_FAILED_MESSAGE);
    }
  });

  return (
    <Center minH="100vh" bg="bg.subtle" p="4">
      <Card.Root w="full" maxW="md">
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Sign in">
          <Stack gap="5">
            <Box>
              <Heading as="h1" size="xl">Haulage back office</Heading>
              <Text color="fg.muted">Sign in with your work email.</Text>
            </Box>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <TextField label="Email" type="email" autoComplete="username" required registration={register('email')} error={formState.errors.email} />
            <TextField label="Password" type="password" autoComplete="current-password" required registration={register('password')} error={formState.errors.password} />
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} h="input">Sign in</Button>
            <Link asChild fontSize="sm" color="fg.muted"><RouterLink to="/privacy-policy">Privacy policy</RouterLink></Link>
          </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
};
