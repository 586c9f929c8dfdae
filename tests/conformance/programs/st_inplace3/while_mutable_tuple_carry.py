# A ``mutable`` tuple argument reassigned in a while loop on a Tensor condition is carried element by
# element (MindSpore's st control/test_control_flow_for_mindrt.py::test_tuple_parameter).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, mutable
from mindspore.ops import functional as F
from _conf import emit

MODES = ("graph",)   # MindSpore 2.10 PyNative rejects F.tuple_getitem on a Tensor tuple (RuntimeError)


class TupleNet(nn.Cell):
    def construct(self, x, y, z):
        while ops.less(x, y):
            z = ops.make_tuple(ops.add(F.tuple_getitem(z, 0), 3), ops.add(F.tuple_getitem(z, 1), 2))
            x = ops.add(x, 1)
        return z


class ListNet(nn.Cell):
    def construct(self, x, z):
        while x < 3:
            z = [z[0] * 2, z[1] - 1]
            x = x + 1
        return z[0] + z[1]


z = mutable((Tensor(np.array([8], np.int32)), Tensor(np.array([4], np.int32))))
emit("tuple_two_iters", TupleNet()(Tensor(np.array([2], np.int32)), Tensor(np.array([4], np.int32)), z))
emit("tuple_no_iter", TupleNet()(Tensor(np.array([5], np.int32)), Tensor(np.array([4], np.int32)), z))
emit("list", ListNet()(Tensor(0, ms.int32), mutable([Tensor(np.array([1.0, 2.0], np.float32)),
                                                      Tensor(np.array([5.0, 6.0], np.float32))])))
