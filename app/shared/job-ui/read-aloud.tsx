import { useEffect, useRef, useState } from "react";
import { hasVoiceFor } from "./read-aloud-text";
import { useI18n } from "~/shared/i18n/i18n-context";
import { Icon } from "~/shared/ui/icon";

/**
 * Reads `text` with the browser's speech engine in the page's language. Renders
 * nothing on the server, without the Web Speech API or without a voice for the
 * language. Give it a `key` per job so a new job stops the old one's speech.
 */
export function ReadAloudButton({ text }: { text: string }) {
  const { locale, t } = useI18n();
  const [canSpeak, setCanSpeak] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => {
    if (!("speechSynthesis" in window)) return;
    const synth = window.speechSynthesis;
    // Chromium fills the voice list late and announces it with voiceschanged.
    const check = () => setCanSpeak(hasVoiceFor(synth.getVoices(), locale));
    check();
    synth.addEventListener("voiceschanged", check);
    return () => synth.removeEventListener("voiceschanged", check);
  }, [locale]);

  useEffect(
    () => () => {
      if (utterance.current) window.speechSynthesis.cancel();
    },
    [],
  );

  if (!canSpeak) return null;

  const toggle = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      utterance.current = null;
      setSpeaking(false);
      return;
    }
    const spoken = new SpeechSynthesisUtterance(text);
    spoken.lang = locale;
    spoken.onend = spoken.onerror = () => {
      if (utterance.current !== spoken) return;
      utterance.current = null;
      setSpeaking(false);
    };
    utterance.current = spoken;
    setSpeaking(true);
    synth.speak(spoken);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-400 px-4 font-medium hover:bg-stone-100"
    >
      <Icon name={speaking ? "square" : "volume-2"} className="size-5" />
      {t(speaking ? "jobs.stopReading" : "jobs.readAloud")}
    </button>
  );
}
