"""MirrorPad with its paddings as a Cell input (adapt44cpub sweep s2_edge_fwd_grad; st ops/cpu test_mirror_pad with
the paddings passed to construct): MindSpore 2.10's Graph mode takes a run-time paddings Tensor (PyNative too);
msgraph's Graph mode refused it ("must be a constant Tensor", TypeError) -- it now compiles the graph for the
paddings' value.  REFLECT / SYMMETRIC, float16 / float32 / float64, the gradient of x, paddings beyond an empty
dimension (ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.pad = P.MirrorPad(mode)

    def construct(self, x, paddings):
        return self.pad(x, paddings)


X = np.arange(6).reshape(2, 3) * 0.37 - 2.0
for mode in ("REFLECT", "SYMMETRIC"):
    pads = Tensor([[1, 1], [1, 0]], ms.int64) if mode == "SYMMETRIC" else Tensor([[1, 0], [2, 1]], ms.int64)
    for dt in (np.float16, np.float32, np.float64):
        emit_error(f"{mode}_{dt.__name__}", lambda: Net(mode)(Tensor(X.astype(dt)), pads))
    emit_error(f"{mode}_grad_x", lambda: ops.GradOperation()(Net(mode))(Tensor(X.astype(np.float32)), pads))
    emit_error(f"{mode}_int32_paddings", lambda: Net(mode)(Tensor(X.astype(np.float32)),
                                                           Tensor(pads.asnumpy().astype(np.int32))))
emit_error("SYMMETRIC_empty_dim", lambda: Net("SYMMETRIC")(Tensor(np.zeros((0, 3), np.float32)),
                                                           Tensor([[1, 1], [1, 0]], ms.int64)))
emit_error("REFLECT_too_wide", lambda: Net("REFLECT")(Tensor(X.astype(np.float32)), Tensor([[2, 0], [0, 0]], ms.int64)))
