import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "prim0": "MindSpore 2.10's graph mode applies the last primitive of a Tensor-indexed tuple whatever the index",
    "prim1": "MindSpore 2.10's graph mode applies the last primitive of a Tensor-indexed tuple whatever the index",
    "prim2": "MindSpore 2.10's graph mode applies the last primitive of a Tensor-indexed tuple whatever the index",
}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.prims = (ops.Exp(), ops.Neg(), ops.Square())

    def construct(self, i, x):
        return self.prims[i](x)


net = Net()
x = Tensor(np.array([-1.5, 0.5, 3.0], np.float32))
for i in range(3):
    emit(f"prim{i}", net(Tensor(i, ms.int32), x))
