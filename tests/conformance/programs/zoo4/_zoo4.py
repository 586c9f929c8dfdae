"""Shared by the zoo4 programs (zoo3's helpers, plus the train.py flow helpers): deterministic weights and inputs (the same under MindSpore and msgraph).

Every Parameter, in sorted name order, is set from a golden-ratio sequence over ``np.arange``
(computed in float64, then cast): weights get a uniform spread of variance 1/fan_in, BatchNorm /
LayerNorm gammas and moving variances stay near 1, biases, betas and moving means near 0.
"""
import os
import sys

import numpy as np
import mindspore as ms

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "zoo3"))
from _zoo3 import head, image, pattern, set_weights  # noqa: E402,F401  (zoo3's deterministic weights and inputs)


class StepLoss(ms.train.Callback):
    """A custom Callback, as the zoo's train.py scripts write them: reads cb_params at each step/epoch end."""

    def __init__(self):
        super(StepLoss, self).__init__()
        self.steps = []
        self.epochs = []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        loss = cb.net_outputs
        if isinstance(loss, (tuple, list)):
            loss = loss[0]
        self.steps.append((cb.cur_epoch_num, cb.cur_step_num, float(np.asarray(loss.asnumpy()).ravel()[0])))

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        self.epochs.append((cb.cur_epoch_num, cb.epoch_num, cb.batch_num))


def checkpoint_names(directory):
    """The checkpoint files a ModelCheckpoint wrote (sorted; the .meta graph files are left out)."""
    import os
    return sorted(f for f in os.listdir(directory) if f.endswith(".ckpt"))
