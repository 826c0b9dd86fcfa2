"""What happens to an answer once the worker has given it: saved as it streams
(``writer``), then checked — links and fetches (``links``), code blocks (``code``),
leaked placeholders' values and secrets (``evaluate``)."""

from app.controller.answers.evaluate import Check, evaluate, safe_for_display
from app.controller.answers.writer import AnswerWriter

__all__ = ["AnswerWriter", "Check", "evaluate", "safe_for_display"]
