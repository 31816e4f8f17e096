// The lead's bundle benchmark entry: a page that renders only Button and TextField, so `pnpm bench`
// can measure what these two add beyond React (target: under 25 KB gzip).
import { createRoot } from "react-dom/client";
import { Button } from "../components/Button/Button.tsx";
import { TextField } from "../components/TextField/TextField.tsx";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <main>
      <TextField label="Email" type="email" />
      <Button>Continue</Button>
    </main>,
  );
}
