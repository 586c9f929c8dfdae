"""nn.WithEvalCell: the evaluation wrapper ``(loss, outputs, label)`` used by Model.eval and zoo scripts."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ..cell import Cell

__all__ = ["WithEvalCell"]


class WithEvalCell(Cell):
    """``outputs = network(data)``; returns ``(loss_fn(outputs, label), outputs, label)``.

    With ``add_cast_fp32`` the outputs and the label are cast to float32 first.  Like MindSpore it
    does not prefix the wrapped network's Parameter names (``auto_prefix=False``).
    """

    def __init__(self, network, loss_fn, add_cast_fp32=False):
        super().__init__(auto_prefix=False)
        if not isinstance(add_cast_fp32, bool):
            raise TypeError(f"For 'WithEvalCell', the 'add_cast_fp32' must be a bool, "
                            f"but got {type(add_cast_fp32).__name__}.")
        self._network = network
        self._loss_fn = loss_fn
        self.add_cast_fp32 = add_cast_fp32

    def construct(self, data, label):
        outputs = self._network(data)
        if self.add_cast_fp32:
            label = ops.cast(label, mstype.float32)
            outputs = ops.cast(outputs, mstype.float32)
        loss = self._loss_fn(outputs, label)
        return loss, outputs, label
