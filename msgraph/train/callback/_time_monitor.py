"""``TimeMonitor``: prints each epoch's time and time per step, in MindSpore's format."""
from __future__ import annotations

import time

from ._callback import Callback
from ._validate import check_bool, check_positive_int

__all__ = ["TimeMonitor"]


class TimeMonitor(Callback):
    """Print ``Train epoch time: 12.345 ms, per step time: 1.234 ms`` after every epoch.

    ``data_size`` is the steps per epoch used when the run does not know it (``batch_num`` wins);
    ``data_time=True`` adds `` (data time: X ms)``, the mean wait for the next batch per step.
    """

    def __init__(self, data_size=None, data_time=False):
        super().__init__()
        self.data_size = data_size
        self.epoch_time = time.time()
        self.data_time = check_bool(data_time, "data_time")
        self.data_time_sum = 0.0
        self.data_time_start = 0.0

    @staticmethod
    def _sink(run_context):
        return run_context.original_args().get("dataset_sink_mode", False)

    def on_train_step_begin(self, run_context):
        if self.data_time and not self._sink(run_context):
            self.data_time_sum += time.time() - self.data_time_start

    def on_train_step_end(self, run_context):
        if self.data_time and not self._sink(run_context):
            self.data_time_start = time.time()

    def epoch_begin(self, run_context):
        self.epoch_time = time.time()
        if self.data_time and not self._sink(run_context):
            self.data_time_sum = 0.0
            self.data_time_start = time.time()

    def epoch_end(self, run_context):
        epoch_ms = (time.time() - self.epoch_time) * 1000
        cb_params = run_context.original_args()
        mode = cb_params.get("mode", "")
        step_size = self.data_size
        batch_num = cb_params.get("batch_num")
        if isinstance(batch_num, int) and batch_num > 0:
            step_size = batch_num
        check_positive_int(step_size, "data_size")
        line = "{} epoch time: {:5.3f} ms, per step time: {:5.3f} ms".format(mode.title(), epoch_ms, epoch_ms / step_size)
        if self.data_time:
            line += " (data time: {:5.3f} ms)".format(self.data_time_sum * 1000 / step_size)
        print(line, flush=True)
