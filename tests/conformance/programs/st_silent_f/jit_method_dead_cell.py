"""Adapted from tests/st/ops/cpu/test_spacetobatchnd_op.py::test_space_to_batch_nd_pynative: a ``@jit``
``construct`` of Cells made one after another in a loop; msgraph keyed its compiled graphs by ``id(cell)``, so a
new Cell at a collected Cell's address ran the dead Cell's graph and Parameter (uint8 input, int16 result)."""
import gc
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops, jit
from mindspore.common.initializer import initializer
from _conf import emit


class Net(nn.Cell):
    def __init__(self, nptype, scale):
        super().__init__()
        self.op = ops.SpaceToBatchND(2, [[0, 0], [0, 0]])
        data = (np.arange(16).reshape((1, 1, 4, 4)) * scale).astype(nptype)
        self.x1 = Parameter(initializer(Tensor(data), (1, 1, 4, 4)), name='x1')

    @jit
    def construct(self):
        return self.op(self.x1)


for i, t in enumerate([np.float32, np.float16, np.int8, np.int16, np.int32, np.int64,
                       np.uint8, np.uint16, np.uint32, np.uint64]):
    for scale in (1, 2):
        net = Net(t, scale)
        emit("s2b_%s_%d" % (t.__name__, scale), net())
        del net
        gc.collect()
