-- Social sign-in (issue 40): each provider token is accepted once. A token's nonce (or, without one, its
-- subject and issue time) is recorded until the token expires, so a replayed token is refused on every
-- replica. The retention sweep deletes the rows past their expiry.
create table social_token_uses (
  key text primary key,
  expires_at timestamptz not null
);
create index social_token_uses_expires_at on social_token_uses (expires_at);
