import { useState, type FormEvent } from 'react';
import type { platformContracts } from '@portal/contracts/api/platform';
import { callApi, trustedRoutes } from '@portal/web/api';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { TextField } from '@portal/ui/Input';
import { notify } from '@portal/ui/notify';
import { errorText } from '@portal/web/errors';

/** The dialog is part of the shell's boot, which imports no schema for it: it reads nothing of the answer. */
const platform = trustedRoutes<typeof platformContracts>()({ postContact: ['POST', '/contact'] });

/**
 * Contact Us: email + message, 'Send Message' -> POST /contact { email, message }.
 * Empty fields: 'Error' / 'Please fill out all fields'. Success: 'Message Sent' / "We'll get back to you
 * as soon as possible" (the dialog closes and clears). A failure shows 'Error' with the server's message.
 */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !message.trim()) {
      notify.error('Error', 'Please fill out all fields');
      return;
    }
    setSending(true);
    try {
      await callApi(platform.postContact, {
        body: { email: email.trim(), message: message.trim() },
      });
      notify.success('Message Sent', "We'll get back to you as soon as possible");
      setEmail('');
      setMessage('');
      onClose();
    } catch (error) {
      notify.error('Error', errorText(error), error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Contact Us"
      description="Send us a message and we'll get back to you."
    >
      <form noValidate onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Message"
          kind="textarea"
          name="message"
          value={message}
          onChange={(e) => setMessage((e.target as unknown as HTMLTextAreaElement).value)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
