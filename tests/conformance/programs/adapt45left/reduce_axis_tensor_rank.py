"""ReduceSum / ReduceMean / ReduceMax / ReduceProd / ReduceAll with an axis Tensor of rank 2 (adapt45left): MindSpore
2.10 refuses it -- PyNative's TypeError ("the 1'th input is a Tensor whose shape is [1, 2]"), Graph mode's ValueError
(TensorToTuple takes a 1-D Tensor); msgraph reduced over its values.  A 0-d or 1-D axis Tensor reduces in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit_error

XF = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
XB = Tensor(np.array([[True, False, True], [True, True, True]]))


class R(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, ax):
        return self.op(x, ax)


for name in ("ReduceSum", "ReduceMean", "ReduceMax", "ReduceProd", "ReduceAll"):
    x = XB if name == "ReduceAll" else XF
    for label, ax in (("2d", Tensor([[0, 1]])), ("0d", Tensor(1)), ("1d", Tensor([0]))):
        emit_error(f"{name}_{label}_axis", lambda: R(getattr(P, name)())(x, ax))
