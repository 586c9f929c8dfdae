"""left37: Tensor.var of an integer Tensor under a gradient (MindSpore 2.10, both modes, measured): its sum of squared
deviations is divided by a Tensor count, and Div's gradient of an integer numerator is cast back to it (1 / 4 -> 0),
so the gradient is zeros (msgraph: 2 * (x - mean), uint8 wrapping: [[126, 0, 126, 2], ...]) unless n - ddof is 1
(then 2 * (x - mean) as integers); Tensor.std of an integer Tensor likewise zeros."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit


class V(nn.Cell):
    def __init__(self, ax, dd, kd=False):
        super().__init__()
        self.ax, self.dd, self.kd = ax, dd, kd

    def construct(self, x):
        return x.var(self.ax, self.dd, self.kd)


class S(nn.Cell):
    def __init__(self, ax, dd):
        super().__init__()
        self.ax, self.dd = ax, dd

    def construct(self, x):
        return x.std(self.ax, self.dd)


for dt in ("int32", "uint8", "int64", "int8"):
    x = Tensor(np.array([[1, 5, 2, 9], [3, 3, 7, 0]], dt))
    for ax, dd in ((1, 0), (1, 2), (1, 3), (0, 0), (0, 1), (None, 0), (None, 7)):
        emit(f"var_{dt}_{ax}_{dd}", V(ax, dd)(x), rtol=0, atol=0)
        emit(f"var_grad_{dt}_{ax}_{dd}", ops.GradOperation()(V(ax, dd))(x), rtol=0, atol=0)
    for ax, dd in ((1, 0), (1, 3)):
        emit(f"std_grad_{dt}_{ax}_{dd}", ops.GradOperation()(S(ax, dd))(x), rtol=0, atol=0)
    emit(f"var_keepdims_grad_{dt}", ops.GradOperation()(V(1, 0, True))(x), rtol=0, atol=0)
