import type { Node } from "prosemirror-model";
import { schema } from "./schema.ts";

const { nodes: n, marks: m } = schema;
const text = (value: string, ...marks: ReturnType<typeof m.bold.create>[]) => schema.text(value, marks);
const p = (...content: (Node | string)[]) =>
  n.paragraph.create(
    null,
    content.map((c) => (typeof c === "string" ? schema.text(c) : c)),
  );
const cell = (value: string, attrs?: Record<string, unknown>) => n.table_cell.create(attrs, p(value));
const header = (value: string, attrs?: Record<string, unknown>) => n.table_header.create(attrs, p(value));

/** One document with every construct the editor can produce (the sanitiser must keep all of it). */
export const everyConstruct = (): Node =>
  n.doc.create(null, [
    ...[1, 2, 3, 4, 5, 6].map((level) =>
      n.heading.create({ level, indent: level === 2 ? 1 : 0 }, text(`Heading ${level}`)),
    ),
    n.paragraph.create({ indent: 3 }, [
      text("Plain, "),
      text("bold", m.bold.create()),
      text(", "),
      text("italic", m.italic.create()),
      text(", "),
      text("underlined", m.underline.create()),
      text(", "),
      text("struck", m.strike.create()),
      text(", "),
      text("all four", m.bold.create(), m.italic.create(), m.underline.create(), m.strike.create()),
    ]),
    p(
      text("A link", m.link.create({ href: "https://haulboard.example/jobs?id=1&x=2" })),
      " and ",
      text("mail us", m.link.create({ href: "mailto:jobs@haulboard.example" })),
      n.hard_break.create(),
      "after a line break",
    ),
    p(
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((size) => [
        text(`size ${size}`, m.font_size.create({ size })),
        text(" | "),
      ]),
      "end",
    ),
    p(
      ...(
        [
          "arial",
          "verdana",
          "tahoma",
          "trebuchet",
          "georgia",
          "times",
          "garamond",
          "courier",
          "lucida-console",
        ] as const
      ).flatMap((family) => [text(family, m.font_family.create({ family })), text(" | ")]),
      text("big Georgia", m.font_size.create({ size: 6 }), m.font_family.create({ family: "georgia" })),
    ),
    n.bullet_list.create(null, [
      n.list_item.create(null, [
        p("One"),
        n.bullet_list.create(null, n.list_item.create(null, p("One and a half"))),
      ]),
      n.list_item.create(null, p("Two")),
    ]),
    n.ordered_list.create({ order: 3 }, [
      n.list_item.create(null, [
        p("Third"),
        n.ordered_list.create(null, n.list_item.create(null, p("Nested"))),
      ]),
    ]),
    n.table.create(null, [
      n.table_row.create(null, [header("Route", { colwidth: [120] }), header("Pay", { colwidth: [80] })]),
      n.table_row.create(null, [cell("Dallas – Houston"), cell("$1,200")]),
      n.table_row.create(null, [cell("Merged across", { colspan: 2, colwidth: [120, 80] })]),
      n.table_row.create(null, [cell("Tall", { rowspan: 2 }), cell("right")]),
      n.table_row.create(null, [cell("bottom right")]),
    ]),
    p(
      "An image ",
      n.image.create({
        src: "https://cdn.haulboard.example/news/truck.png",
        alt: "A red truck",
        width: 720,
        height: 405,
      }),
      " and one uploaded to the site ",
      n.image.create({ src: "/media/news/1/image.webp", alt: "" }),
    ),
  ]);

/**
 * A long document for the typing benchmark: `pages` pages of text (about 12 paragraphs each) with
 * `tables` tables and `images` images spread through it.
 */
export const longDocument = ({
  pages,
  tables,
  images,
}: {
  pages: number;
  tables: number;
  images: number;
}): Node => {
  const blocks: Node[] = [];
  const paragraphs = pages * 12;
  for (let i = 0; i < paragraphs; i++) {
    if (i % 24 === 0) blocks.push(n.heading.create({ level: 2 }, text(`Section ${i / 24 + 1}`)));
    blocks.push(
      p(
        text(`Paragraph ${i + 1}. `),
        text("Drivers ", m.bold.create()),
        "run regional routes out of the Dallas yard with home time every weekend, paid weekly, with benefits from day one and a sign-on bonus.",
      ),
    );
    if (
      tables > 0 &&
      i % Math.floor(paragraphs / tables) === 5 &&
      blocks.filter((b) => b.type === n.table).length < tables
    ) {
      blocks.push(
        n.table.create(
          null,
          Array.from({ length: 4 }, (_, row) =>
            n.table_row.create(
              null,
              Array.from({ length: 4 }, (_, col) =>
                row === 0 ? header(`Head ${col + 1}`) : cell(`Cell ${row}.${col + 1}`),
              ),
            ),
          ),
        ),
      );
    }
    if (
      images > 0 &&
      i % Math.floor(paragraphs / images) === 2 &&
      blocks.filter((b) => b.firstChild?.type === n.image).length < images
    ) {
      blocks.push(
        p(n.image.create({ src: `/media/bench/${i}.png`, alt: `Picture ${i}`, width: 320, height: 180 })),
      );
    }
  }
  return n.doc.create(null, blocks);
};
