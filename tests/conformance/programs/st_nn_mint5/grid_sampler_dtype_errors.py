"""GridSampler2D / GridSampler3D with inputs of different dtypes (tests/st/dynamic_shape test_grid_sampler_3d
test_grid_sampler_3d_diferent_input_types): MindSpore 2.10's TypeError texts, the same-type check first."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, g):
        return self.op(x, g)


for xd, gd in ((np.float32, np.int32), (np.float32, np.float64), (np.int32, np.float32), (np.float16, np.float32)):
    tag = f"{np.dtype(xd).name}_{np.dtype(gd).name}"
    emit_error(f"3d_{tag}", lambda: Net(ops.GridSampler3D())(Tensor(np.ones((1, 2, 2, 2, 2), xd)),
                                                          Tensor(np.ones((1, 2, 2, 2, 3), gd))))
    emit_error(f"2d_{tag}", lambda: Net(ops.GridSampler2D())(Tensor(np.ones((1, 2, 2, 2), xd)),
                                                          Tensor(np.ones((1, 2, 2, 2), gd))))
