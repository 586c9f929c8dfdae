"""P.AddN / ops.addn inputs (st ops/gpu test_addn_op / test_accumulatenv2_op variants, adapt39gpu): a tuple holding a
Python number ((1.0, 2.0), (Tensor, 2.0)) is MindSpore 2.10's TypeError "Failed calling AddN" in both modes (msgraph
summed it); three or more Bool Tensors are a TypeError (its CPU AddN kernel has no Bool; PyNative sums two as Add),
and in a Graph-mode Cell two are too (msgraph summed them). Other dtypes unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = P.AddN()

    def construct(self, *x):
        return self.p(x)


class FnNet(nn.Cell):
    def construct(self, x, y, z):
        return ops.addn([x, y, z])


b = Tensor(np.array([True, False, True]))
t = Tensor(np.array([1.0, 2.0, 3.0]), ms.float32)
emit_error("prim_float_tuple", lambda: P.AddN()((1.0, 2.0)))
emit_error("prim_int_tuple", lambda: P.AddN()((1, 2)))
emit_error("prim_tensor_and_float", lambda: P.AddN()((t, 2.0)))
emit_error("fn_float_tuple", lambda: ops.addn((1.0, 2.0)))
emit_error("cell_one_bool", lambda: Net()(b))
emit_error("cell_two_bool", lambda: Net()(b, b))
emit_error("cell_three_bool", lambda: Net()(b, b, b))
emit_error("prim_two_bool", lambda: P.AddN()((b, b)))
emit_error("prim_three_bool", lambda: P.AddN()((b, b, b)))
emit_error("fn_cell_three_bool", lambda: FnNet()(b, b, b))
for dt in [ms.uint8, ms.int16, ms.float16, ms.complex64]:
    emit_error(f"cell_three_{dt}", lambda: Net()(Tensor(np.array([200, 1]), dt), Tensor(np.array([100, 2]), dt),
                                                  Tensor(np.array([1, 3]), dt)))
