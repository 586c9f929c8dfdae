"""``mindspore.train.summary.summary_record``: the module MindSpore defines ``SummaryRecord`` in (tests
import it from there)."""
from . import SummaryRecord  # noqa: F401

__all__ = ["SummaryRecord"]
