/** The sign-in screen (access-and-administration §2). A first version until the auth issue lands. */
export function LoginScreen() {
  return (
    <main>
      <h1>Welcome</h1>
      <p>Sign in to your account</p>
    </main>
  );
}
