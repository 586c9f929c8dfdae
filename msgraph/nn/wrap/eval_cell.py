"""``nn.WithEvalCell``: the evaluation network ``Model`` builds from a network and a loss."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ..cell import Cell

__all__ = ["WithEvalCell"]


class WithEvalCell(Cell):
    """``construct(data, label) -> (loss_fn(network(data), label), network(data), label)``.

    ``add_cast_fp32=True`` casts the outputs and a float label to float32 before the loss (for
    mixed-precision networks).  Keeps the network's Parameter names (no prefix).
    """

    def __init__(self, network, loss_fn, add_cast_fp32=False):
        super().__init__(auto_prefix=False)
        if not isinstance(add_cast_fp32, bool):
            raise TypeError(f"For 'WithEvalCell', the type of 'add_cast_fp32' should be bool, "
                            f"but got {type(add_cast_fp32).__name__}.")
        self._network = network
        self._loss_fn = loss_fn
        self.add_cast_fp32 = add_cast_fp32

    def construct(self, data, label):
        outputs = self._network(data)
        if self.add_cast_fp32:
            label = ops.mixed_precision_cast(mstype.float32, label)   # an int label stays int
            outputs = ops.cast(outputs, mstype.float32)
        loss = self._loss_fn(outputs, label)
        return loss, outputs, label
