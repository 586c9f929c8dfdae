# gen_ops_prim.InplaceAddExt on a Cell's Tensor argument (Graph mode: MindSpore 2.10 has no CPU PyNative
# kernel for it).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.ops.auto_generate.gen_ops_prim import InplaceAddExt
from _conf import emit

MODES = ("graph",)


class AddExt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = InplaceAddExt()

    def construct(self, x, y):
        self.op(x, y)
        return x + 1


emit("inplace_add_ext", AddExt()(Tensor(np.array([1.0, 2.0, 3.0], np.float32)),
                                 Tensor(np.array([0.5, 0.5, 1.0], np.float32))))




class AddExtAlpha(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = InplaceAddExt()

    def construct(self, x, y):
        self.op(x, y, 2)
        return x * 1


emit("inplace_add_ext_alpha", AddExtAlpha()(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([0.5, 1.5], np.float32))))
