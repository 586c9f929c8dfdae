"""``History``: records each epoch's network output and evaluation metrics."""
from __future__ import annotations

import numpy as np

from ...common.tensor import Tensor
from ._callback import Callback

__all__ = ["History"]


class History(Callback):
    """``history.history`` maps ``'net_output'`` (the epoch's last loss, a numpy scalar) and each
    metric of ``Model.fit``'s evaluation to a list with one value per epoch; ``history.epoch``
    is ``{'epoch': [1, 2, ...]}``."""

    def __init__(self):
        super().__init__()
        self.history = {}
        self.epoch = None

    def begin(self, run_context):
        self.epoch = {"epoch": []}

    def epoch_end(self, run_context):
        cb_params = run_context.original_args()
        if self.epoch is None:
            self.epoch = {"epoch": []}
        self.epoch["epoch"].append(cb_params.get("cur_epoch_num", 1))
        out = cb_params.get("net_outputs")
        if isinstance(out, (tuple, list)) and out and isinstance(out[0], Tensor):
            out = out[0]
        if isinstance(out, Tensor):
            out = np.mean(out.asnumpy())
        record = {"net_output": out}
        if cb_params.get("metrics"):
            record.update(cb_params.get("metrics"))
        for k, v in record.items():
            self.history.setdefault(k, []).append(v)
