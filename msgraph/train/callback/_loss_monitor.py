"""``LossMonitor``: prints ``epoch: E step: S, loss is L`` every ``per_print_times`` steps."""
from __future__ import annotations

import numpy as np

from ._callback import Callback, handle_loss
from ._validate import check_non_negative_int

__all__ = ["LossMonitor"]


class LossMonitor(Callback):
    """Print the loss every ``per_print_times`` steps (0: never), in MindSpore's exact format.

    ``epoch: 1 step: 3, loss is 0.6931471824645996`` -- the step counts within the epoch and the
    loss is the mean of the step's first output as a Python float.  A NaN or infinite loss raises
    ValueError.  At the end of an epoch of ``Model.fit`` it also prints the evaluation metrics.
    """

    def __init__(self, per_print_times=1):
        super().__init__()
        self._per_print_times = check_non_negative_int(per_print_times, "per_print_times")
        self._last_print_time = 0

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        cur_epoch_num = cb_params.get("cur_epoch_num", 1)
        loss = handle_loss(cb_params.net_outputs)
        cur_step_in_epoch = (cb_params.cur_step_num - 1) % cb_params.batch_num + 1
        if isinstance(loss, float) and (np.isnan(loss) or np.isinf(loss)):
            raise ValueError(f"In epoch: {cur_epoch_num} step: {cur_step_in_epoch}, loss is NAN or INF, "
                             f"training process cannot continue, terminating training.")
        if self._per_print_times != 0 and cb_params.cur_step_num <= self._last_print_time:
            # a new run (or fit's evaluation) restarted the step count: move the mark back
            while cb_params.cur_step_num <= self._last_print_time:
                self._last_print_time -= max(self._per_print_times,
                                             cb_params.batch_num if cb_params.dataset_sink_mode else 1)
        if self._per_print_times != 0 and cb_params.cur_step_num - self._last_print_time >= self._per_print_times:
            self._last_print_time = cb_params.cur_step_num
            print("epoch: %s step: %s, loss is %s" % (cur_epoch_num, cur_step_in_epoch, loss), flush=True)

    def on_train_epoch_end(self, run_context):
        cb_params = run_context.original_args()
        metrics = cb_params.get("metrics")
        if metrics:
            # numpy scalars as Python numbers: the text MindSpore prints (numpy 1 shows np.float64
            # as a plain float; numpy 2 would print "np.float64(...)")
            shown = {k: v.item() if isinstance(v, np.generic) else v for k, v in metrics.items()}
            print("Eval result: epoch %d, metrics: %s" % (cb_params.cur_epoch_num, shown))
