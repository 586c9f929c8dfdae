"""ops.vector_norm with ord=inf/-inf over several axes and keepdims=True (MindSpore's st test
ops/test_func_vector_norm.py): MindSpore flattens the axes' span, reduces it, and reshapes the result to the input's
shape with those axes as 1 ((2, 3, 4), axis None: (1, 1, 1); (2, 2, 2, 3), axes (0, 1, 2): (1, 1, 1, 3)); msgraph
returned the reduced shape."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit


class Net(nn.Cell):
    def construct(self, x, norm_ord=2, axis=None, keepdims=True):
        return ms.ops.vector_norm(x, ord=norm_ord, axis=axis, keepdims=keepdims)


x3 = ms.Tensor((np.arange(24, dtype=np.float32) - 6).reshape(2, 3, 4))
x4 = ms.Tensor((np.arange(24, dtype=np.float32) - 6).reshape(2, 2, 2, 3))
x2 = ms.Tensor((np.arange(12, dtype=np.float32) - 6).reshape(3, 4))
net = Net()
for o in (float("inf"), float("-inf")):
    s = "inf" if o > 0 else "minf"
    emit(f"{s}_axis_none_keepdims", net(x3, o, None, True))
    emit(f"{s}_axis_none_2d_keepdims", net(x2, o, None, True))
    emit(f"{s}_axis_none", net(x3, o, None, False))
    emit(f"{s}_axes_012_keepdims", net(x4, o, (0, 1, 2), True))
    emit(f"{s}_axes_12_keepdims", net(x4, o, (1, 2), True))
    emit(f"{s}_axes_12", net(x4, o, (1, 2), False))
    emit(f"{s}_axis_1_keepdims", net(x4, o, (1,), True))
