import './texts';
import { useState } from 'react';
import { type QuotationRecord, reviseQuotationSchema } from '../../../contract/quotation-approval';
import { useI18n } from '../../i18n';
import { wholeValueError } from '../../machines/formSubmission';
import { decisionMakesStale, reviseQuotation } from '../../services/quotation-approval';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { LazyDialog } from '../ui/LazyDialog';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { useBackCloses } from '../ui/use-back-closes';
import { useForm } from '../ui/use-form';

interface LineText {
  /** Made once, so React keeps each line's fields with it when one above is removed. */
  key: string;
  pos: string;
  description: string;
  quantity: string;
  price: string;
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * Provider staff answer a question with a revised version (status Revised, version + 1): the lines of the
 * version shown to start from, a validity date and a note. The version shown stays readable.
 */
export function QuotationRevision({ quotation }: { quotation: QuotationRecord }) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  // The browser's Back closes the dialog, as it closes the document viewer, rather than leaving the page.
  const back = useBackCloses(() => setOpen(false));
  const close = () => {
    setOpen(false);
    back.closed();
  };
  const fromQuotation = () =>
    quotation.lines.map((l) => ({
      key: crypto.randomUUID(),
      pos: String(l.pos),
      description: l.description,
      quantity: String(l.quantity),
      price: String(l.price),
    }));
  const [lines, setLines] = useState<LineText[]>(fromQuotation);
  const [validUntil, setValidUntil] = useState(quotation.validUntil ?? '');
  const [note, setNote] = useState('');
  const form = useForm({
    schema: reviseQuotationSchema,
    submit: (input) => reviseQuotation(quotation.pK_R_OFFER, input),
    invalidates: decisionMakesStale,
    successToast: (result) => t('quotationReview.revised', { version: String(result.version) }),
    afterwards: close,
  });
  const linesError = wholeValueError(form.errors, 'lines');
  const change = (index: number, patch: Partial<LineText>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  /** The request as the form's fields read: each field is named by its path in it. */
  const requestOf = (values: FormData) => {
    const read = (name: string) => String(values.get(name) ?? '');
    return {
      version: quotation.version,
      lines: lines.map((_, i) => ({
        pos: asNumber(read(`lines.${i}.pos`)),
        description: read(`lines.${i}.description`),
        quantity: asNumber(read(`lines.${i}.quantity`)),
        price: asNumber(read(`lines.${i}.price`)),
      })),
      validUntil: read('validUntil').trim() || null,
      note: read('note') || undefined,
    };
  };
  if (quotation.status === 'Order') return null;
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setLines(fromQuotation());
          back.opened();
          setOpen(true);
        }}
      >
        {t('quotationReview.revise')}
      </Button>
      <LazyDialog
        title={t('quotationReview.reviseTitle', { number: quotation.quotationNumber })}
        isOpen={isOpen}
        onOpenChange={(open) => (open ? setOpen(true) : close())}
      >
        <Form
          errors={form.errors}
          onSubmit={(values) => form.submit(requestOf(values))}
          // A field's error goes as soon as it is right (a price made 0 or more), not at the next send.
          onEdit={(field, values) => form.edit(field, requestOf(values))}
        >
          <p>
            {t('quotationReview.reviseIntro', {
              version: String(quotation.version),
              next: String(quotation.version + 1),
            })}
          </p>
          {form.failure && <Alert>{errorText(form.failure, t)}</Alert>}
          {/* A problem of the lines as a whole (none left); a line's own shows beside its field. */}
          {linesError && <Alert>{t(linesError)}</Alert>}
          {lines.map((line, index) => (
            // Each field named by its path in the request, so the error of a line's field shows beside it.
            <fieldset className="quotation-revision__line" key={line.key}>
              <legend className="visually-hidden">
                {t('quotationReview.line', { n: String(index + 1) })}
              </legend>
              <TextField
                name={`lines.${index}.pos`}
                label={t('quotationReview.pos')}
                inputMode="numeric"
                value={line.pos}
                onChange={(pos) => change(index, { pos })}
              />
              <TextField
                name={`lines.${index}.description`}
                label={t('quotationReview.description')}
                value={line.description}
                onChange={(description) => change(index, { description })}
                maxLength={500}
              />
              <TextField
                name={`lines.${index}.quantity`}
                label={t('quotationReview.quantity')}
                inputMode="decimal"
                value={line.quantity}
                onChange={(quantity) => change(index, { quantity })}
              />
              <TextField
                name={`lines.${index}.price`}
                label={t('quotationReview.price')}
                inputMode="decimal"
                value={line.price}
                onChange={(price) => change(index, { price })}
              />
              <Button
                variant="quiet"
                aria-label={t('quotationReview.removeLine', { n: String(index + 1) })}
                onPress={() => setLines((current) => current.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </fieldset>
          ))}
          <Button
            variant="secondary"
            onPress={() =>
              setLines((current) => [
                ...current,
                {
                  key: crypto.randomUUID(),
                  pos: String((current.length + 1) * 10),
                  description: '',
                  quantity: '1',
                  price: '',
                },
              ])
            }
          >
            {t('quotationReview.addLine')}
          </Button>
          <TextField
            name="validUntil"
            label={t('quotationReview.validUntil')}
            value={validUntil}
            onChange={setValidUntil}
          />
          <TextAreaField
            name="note"
            label={t('quotationReview.note')}
            value={note}
            onChange={setNote}
            maxLength={2000}
          />
          <div className="form__actions">
            <Button type="submit" isPending={form.isSubmitting}>
              {t('quotationReview.save')}
            </Button>
          </div>
        </Form>
      </LazyDialog>
    </>
  );
}
