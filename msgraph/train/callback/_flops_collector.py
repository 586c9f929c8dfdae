"""``FlopsUtilizationCollector``: per-step time with model/hardware FLOPs utilisation (MindSpore's callback).

MindSpore reads the FLOPs of the compiled graph from its backend (``flops_collection``); msgraph does not
count FLOPs, so the figures it prints are 0 (the per-step times are real).  As in MindSpore it works on
Graph-mode networks only: in PyNative mode the first step end raises ValueError.
"""
from __future__ import annotations

import os
import stat
import time
from math import floor

from ... import log as logger
from ...context import GRAPH_MODE, get_context
from ._callback import Callback
from ._validate import check_bool, check_positive_int

__all__ = ["FlopsUtilizationCollector"]


class FlopsUtilizationCollector(Callback):
    """Print ``Train per step time: X ms mfu:..% hfu:..%`` at each step end (not every ``data_size``-th)."""

    def __init__(self, data_size, computility=1, full_flops=True, enable_ma_collector=False):
        super().__init__()
        self.step_time = time.time()
        self.computility = computility
        self.full_mfu = self.full_hfu = self.shard_mfu = self.shard_hfu = 0.0
        self.full_model_flops = self.shard_model_flops = 0.0
        self.full_hardware_flops = self.shard_hardware_flops = 0.0
        self.mfu_calculated = False
        self.data_size = data_size
        self.time_step_path = ""
        self.full_flops = full_flops
        self.verbose = not (computility == 1 and enable_ma_collector)
        self.ma = enable_ma_collector
        self.batch_step_size = None
        check_bool(full_flops, "full_flops")
        check_bool(enable_ma_collector, "enable_ma_collector")
        check_positive_int(data_size, "data_size")

    def step_begin(self, run_context):
        if self.batch_step_size is None:
            self.batch_step_size = self.data_size
            batch_num = run_context.original_args().get("batch_num")
            if isinstance(batch_num, int) and batch_num > 0:
                self.batch_step_size = batch_num
        self.step_time = time.time()

    def _check_run_mode_valid(self, run_context):
        mode = run_context.original_args().get("mode")
        if mode not in ("train", "eval"):
            msg = "FlopsUtilizationCollector only support train and eval mode!"
        elif get_context("mode") != GRAPH_MODE:
            msg = "FlopsUtilizationCollector now only support graph mode."
        else:
            return True
        if self.verbose:
            raise ValueError(msg)
        logger.info(msg)
        return False

    def step_end(self, run_context):
        step_seconds = (time.time() - self.step_time) * 1000
        cb_params = run_context.original_args()
        if not self.mfu_calculated:
            if not self._check_run_mode_valid(run_context):
                return
            self.mfu_calculated = True
            if self.ma:
                rank_id = 0
                shard_mf_dir = os.path.realpath(os.getenv("MA_LOG_DIR", "./"))
                flops_path = os.path.join(shard_mf_dir, f"flops_rank_{rank_id}.txt")
                self.time_step_path = os.path.join(shard_mf_dir, f"time_step_rank_{rank_id}.txt")
                stamp = int(round(time.time() * 1000))
                with os.fdopen(os.open(flops_path, os.O_WRONLY | os.O_CREAT, stat.S_IWUSR | stat.S_IRUSR), "w") as f:
                    f.write(f'flops{{type="model_flops", rank_id="{rank_id}"}} {self.shard_model_flops} {stamp}\n')
                    f.write(f'flops{{type="hardware_flops", rank_id="{rank_id}"}} {self.shard_hardware_flops} {stamp}\n')
            if self.verbose:
                if self.full_flops:
                    print(f"Full model flops is {self.full_model_flops}, Full hardware flops is "
                          f"{self.full_hardware_flops}, Shard model flops is {self.shard_model_flops}, "
                          f"Shard hardware flops is {self.shard_hardware_flops}.", flush=True)
                else:
                    print(f"Shard model flops is {self.shard_model_flops}, Shard hardware flops is "
                          f"{self.shard_hardware_flops}.", flush=True)
        if cb_params.get("dataset_sink_mode"):
            step_seconds = step_seconds / self.batch_step_size
        if self.ma:
            stamp = int(round(time.time() * 1000))
            with os.fdopen(os.open(self.time_step_path, os.O_WRONLY | os.O_CREAT, stat.S_IWUSR | stat.S_IRUSR),
                           "w") as f:
                f.write(f'time_monitor{{type="per_step_time", rank_id="0"}} {step_seconds} {stamp}\n')
        train_log = "{} per step time: {:5.3f} ms".format(str(cb_params.get("mode")).title(), step_seconds)
        if self.verbose and cb_params.get("cur_step_num", 0) % self.data_size:
            mfu = 1000 * (self.full_mfu if self.full_flops else self.shard_mfu) / max(step_seconds, 1e-9)
            hfu = 1000 * (self.full_hfu if self.full_flops else self.shard_hfu) / max(step_seconds, 1e-9)

            def floored_percentage(index, val, digits):
                val *= 10 ** (digits + 2)
                return index + "{1:.{0}f}%".format(digits, floor(val) / 10 ** digits)

            train_log += floored_percentage(" mfu:", mfu, 2)
            train_log += floored_percentage(" hfu:", hfu, 2)
            print(train_log, flush=True)
