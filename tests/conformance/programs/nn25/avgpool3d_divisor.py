"""ops.AvgPool3D's divisor with count_include_pad: 'same' mode's padding counts, and in 'pad' mode with
ceil_mode the part of the last window past the declared padding does not (MindSpore 2.10 CPU)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit



class Pool(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, t):
        return self.op(t)


x = Tensor((np.sin(np.arange(2 * 5 * 7 * 6) * 1.37 + 0.3) * 2).reshape(1, 2, 5, 7, 6).astype(np.float32))
for pm, pad in (("same", 0), ("pad", (1, 1, 1, 1, 1, 1)), ("pad", (0, 1, 1, 0, 2, 1))):
    for cm in (False, True):
        net = Pool(ops.AvgPool3D((2, 3, 3), (2, 2, 2), pm, pad, ceil_mode=cm, count_include_pad=True))
        emit(f"{pm}_{pad}_{cm}", net(x), rtol=1e-5, atol=1e-6)
        emit(f"{pm}_{pad}_{cm}_grad", ms.grad(net)(x), rtol=1e-5, atol=1e-6)
