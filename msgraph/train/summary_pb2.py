"""``mindspore.train.summary_pb2``: the name MindSpore's summary-file readers import.

msgraph's ``SummaryRecord`` keeps a step's values in memory and writes no summary event files
(msgraph/train/summary), so there is no event to parse: ``Event().ParseFromString`` raises a clear
error.  The module exists so code that imports it (MindSpore's ``tests/summary_utils.py``) loads.
"""
from __future__ import annotations

from typing import Any

__all__ = ["Event"]


class Event:
    """A summary event: msgraph writes none, so parsing one is refused."""

    def ParseFromString(self, data: Any) -> None:  # noqa: N802 - protobuf's name
        raise NotImplementedError("msgraph's SummaryRecord writes no summary event files, so there is no "
                                  "summary Event to parse (SummaryRecord.pending holds a step's values).")
