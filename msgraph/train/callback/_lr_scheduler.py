"""``LearningRateScheduler``: set the optimizer's learning rate from a function after every step."""
from __future__ import annotations

import logging
import math

import numpy as np

from ...common.tensor import Tensor
from ._callback import Callback

__all__ = ["LearningRateScheduler"]

log = logging.getLogger("msgraph.train")


class LearningRateScheduler(Callback):
    """After each step, ``learning_rate_function(lr, cur_step_num)`` gives the new learning rate.

    ``lr`` is the current rate as MindSpore reads it (the float of its printed text, e.g. 0.1 for
    a float32 0.1).  The optimizer's ``learning_rate`` Parameter is updated in place when the
    value changes.
    """

    def __init__(self, learning_rate_function):
        super().__init__()
        self.learning_rate_function = learning_rate_function

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        param = cb_params.optimizer.learning_rate
        lr = float(np.array2string(param.asnumpy()))
        new_lr = self.learning_rate_function(lr, cb_params.cur_step_num)
        if not math.isclose(lr, new_lr, rel_tol=1e-10):
            param.set_data(Tensor(np.asarray(new_lr, np.float32).reshape(param.shape)))
            log.info("At step %s, learning_rate change to %s", cb_params.cur_step_num, new_lr)
