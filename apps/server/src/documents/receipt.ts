// The receipt of a paid order (issue 18): a one-page PDF a person would accept as a receipt — who sold,
// who bought (company and billing address), what (each job with its add-ons and amount), the total, how it
// was paid (masked card or the invoice), the transaction id and the dates. pdfkit writes it with its
// standard Helvetica (no font files); `compress: false` keeps the text streams readable, so a test can
// find the amount and the transaction id in the file itself (each text run is a hex string in a TJ array).
import PDFDocument from "pdfkit";

export interface ReceiptLine {
  readonly title: string;
  readonly place: string;
  readonly addons: readonly string[];
  readonly amount: number;
}

export interface ReceiptData {
  readonly orderId: number;
  readonly companyName: string;
  /** Billing address lines (street, "City, ST 12345"). */
  readonly addressLines: readonly string[];
  readonly actionLabel: string;
  readonly lines: readonly ReceiptLine[];
  readonly total: number;
  /** `Visa **** **** **** 4242`, or `Invoice #12`. */
  readonly paymentMethod: string;
  readonly transactionId: string;
  /** YYYY-MM-DD. */
  readonly orderDate: string;
  readonly paidDate: string;
  readonly status: string;
}

export const formatMoney = (amount: number): string =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** MM/DD/YYYY (employer-work §9) from YYYY-MM-DD. */
const displayDate = (iso: string): string => {
  const [year, month, day] = iso.split("-");
  return `${month}/${day}/${year}`;
};

export const renderReceipt = (data: ReceiptData): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 56,
      compress: false,
      info: { Title: `Haulboard receipt ${data.orderId}`, Author: "Haulboard", Subject: "Payment receipt" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font("Helvetica-Bold").fontSize(20).text("Haulboard");
    doc.font("Helvetica").fontSize(10).fillColor("#444").text("Trucking job board and news network");
    doc.moveDown(1.5);
    doc.fillColor("#000").font("Helvetica-Bold").fontSize(16).text(`Receipt #${data.orderId}`);
    doc.font("Helvetica").fontSize(10).text(`Status: ${data.status}`);
    doc.moveDown();

    doc.font("Helvetica-Bold").text("Billed to");
    doc.font("Helvetica").text(data.companyName);
    for (const line of data.addressLines) doc.text(line);
    doc.moveDown();

    doc.font("Helvetica-Bold").text("Order date: ", { continued: true });
    doc.font("Helvetica").text(displayDate(data.orderDate));
    doc.font("Helvetica-Bold").text("Payment date: ", { continued: true });
    doc.font("Helvetica").text(displayDate(data.paidDate));
    doc.font("Helvetica-Bold").text("Payment method: ", { continued: true });
    doc.font("Helvetica").text(data.paymentMethod);
    doc.font("Helvetica-Bold").text("Transaction ID: ", { continued: true });
    doc.font("Helvetica").text(data.transactionId);
    doc.moveDown(1.5);

    doc.font("Helvetica-Bold").fontSize(12).text(data.actionLabel);
    doc.moveDown(0.5);
    const amountX = left + width - 100;
    for (const line of data.lines) {
      const y = doc.y;
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .text(line.title, left, y, { width: width - 110 });
      doc.font("Helvetica").text(formatMoney(line.amount), amountX, y, { width: 100, align: "right" });
      doc.x = left;
      doc.text(line.place, left, doc.y, { width: width - 110 });
      doc.text(`Add-ons: ${line.addons.length > 0 ? line.addons.join(", ") : "none"}`, left, doc.y, {
        width: width - 110,
      });
      doc.moveDown(0.5);
    }
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.moveDown(0.5);
    const totalY = doc.y;
    doc.font("Helvetica-Bold").fontSize(12).text("Total paid", left, totalY);
    doc.text(formatMoney(data.total), amountX, totalY, { width: 100, align: "right" });
    doc.x = left;
    doc.moveDown(2);
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#444")
      .text("Amounts in US dollars. Keep this receipt for your records.", left, doc.y, { width });
    doc.end();
  });
