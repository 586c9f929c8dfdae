"""mindspore.numpy's hstack / vstack / dstack / column_stack given one Tensor (not a sequence of Tensors) return it
unchanged in MindSpore 2.10 (``isinstance(tup, Tensor)``), eager and in graph code; msgraph stacked the Tensor's
rows -- SILENT shapes: ``hstack`` of a (2, 3) Tensor was (6,), ``column_stack`` its transpose, ``dstack`` (1, 3, 2).
A tuple of Tensors is stacked as before."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit_error

T = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
U = Tensor(np.arange(3, dtype=np.float32))


class Stack(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, x):
        if self.kind == "hstack":
            return mnp.hstack(x)
        if self.kind == "vstack":
            return mnp.vstack(x)
        if self.kind == "dstack":
            return mnp.dstack(x)
        return mnp.column_stack(x)


for kind in ("hstack", "vstack", "dstack", "column_stack"):
    emit_error(f"{kind}_2d", lambda: Stack(kind)(T))
    emit_error(f"{kind}_1d", lambda: Stack(kind)(U))
    emit_error(f"{kind}_tuple", lambda: getattr(mnp, kind)((U, U)))
