/**
 * Completing a module, in either view (training-program.md §4 "Complete Module", "Mark Module Complete", §8 'Module
 * completed!'; issue "One course" item 4): the module completes only with its evidence. With something missing the
 * page says what (`missing` of the view, or the parts a 409 `module_not_ready` names when the view was behind the
 * server) instead of completing. A completion toasts 'Module completed!', the milestones it earned and what it did
 * about the program certificate.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import type { CompletionPart, ModuleFacts } from '@shared/course/progress-steps';
import { courseMessages } from '@shared/messages/learning';
import type { CompletionAnswer, ModuleView } from '@shared/schemas/learning';
import { useCompleteModule } from '../api/complete-module';
import { moduleQueryKey } from '../api/get-module';
import { toastAwarded } from '../utils/awarded-toast';
import { missingPartsOf } from '../utils/completion';
import { programPaths } from '../utils/program-paths';

const c = courseMessages.certificate;

/** What the completion did about the certificate, as a toast ('none' says nothing). */
function useCertificateToast() {
  const navigate = useNavigate();
  return (outcome: CompletionAnswer['certificate']) => {
    if (outcome === 'issued') {
      toast.success(c.issued.title, {
        description: c.issued.text,
        action: { label: c.view, onClick: () => void navigate(programPaths.certificates) },
      });
    } else if (outcome === 'name_required') {
      toast.info(c.nameRequired.title, { description: c.nameRequired.text });
    }
  };
}

/** Texts the view gives the completion. */
export interface CompletionTexts {
  /** The success toast: 'Module completed!'. */
  completed: string;
  /** The failure toast when the server gave no message. */
  failure: string;
}

/**
 * The completion of `view`'s module.
 *
 * @param onCompleted - runs after a completion (e.g. back to the dashboard).
 * @returns `complete()` (says what is missing instead when the view knows something is), `pending`, `missing`
 *   (the parts completion still needs: the 409's when it refused against these facts, else the view's) and
 *   `answer` (the last completion's).
 */
export function useModuleCompletion(
  view: ModuleView,
  texts: CompletionTexts,
  onCompleted?: (answer: CompletionAnswer) => void,
) {
  const queryClient = useQueryClient();
  const mutation = useCompleteModule(view.module.id);
  const toastCertificate = useCertificateToast();
  /** The parts a refusal named, with the facts it answered; stale once the facts change. */
  const [refused, setRefused] = useState<{ facts: ModuleFacts; parts: CompletionPart[] } | null>(null);
  const missing = refused !== null && refused.facts === view.facts ? refused.parts : view.missing;

  const complete = () => {
    if (missing.length > 0 || mutation.isPending) return;
    const facts = view.facts;
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(texts.completed);
        toastAwarded(answer.awarded);
        toastCertificate(answer.certificate);
        onCompleted?.(answer);
      },
      onError: (error) => {
        const parts = missingPartsOf(error);
        if (parts === null) {
          toast.error(error.message || texts.failure);
          return;
        }
        setRefused({ facts, parts });
        // The view was behind the server: read it again (its `missing` then says the same).
        void queryClient.invalidateQueries({ queryKey: moduleQueryKey(view.module.id) });
      },
    });
  };

  return { complete, pending: mutation.isPending, missing, answer: mutation.data };
}
