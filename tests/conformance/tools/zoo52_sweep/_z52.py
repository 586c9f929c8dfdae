"""zoo52_sweep: shared start of every new driver: zoo51_sweep's ``_z51`` (zoo28's _drv helpers out, guard,
set_weights, data, weights; PERT, NSTEP, train_record; set_trainable_weights, grads, steps) plus ``Fixed``, a Cell
returning a fixed Tensor (a random op of the zoo's code replaced by deterministic values on both sides)."""
import os
import sys

_Z51 = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "zoo51_sweep")
sys.path.insert(0, _Z51)
from _z51 import *  # noqa: E402,F401,F403

sys.path.remove(_Z51)
import mindspore.nn as _nn  # noqa: E402


class Fixed(_nn.Cell):
    """Stands for a random op (ops.UniformReal(), ops.StandardNormal()...): returns ``value`` whatever it is given."""

    def __init__(self, value):
        super().__init__()
        self.value = ms.Tensor(value)

    def construct(self, *args):
        return self.value
